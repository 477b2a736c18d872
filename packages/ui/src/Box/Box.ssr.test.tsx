// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card } from '../Card';
import { Column, Columns } from '../Columns';
import { Divider } from '../Divider';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { VisuallyHidden } from '../VisuallyHidden';
import { Box } from './Box';

// The layout parts are rendered together: each also has a one-line test in its own folder.
describe('given a server without a DOM', () => {
  it('renders every layout part', () => {
    const html = renderToString(
      <Box padding="4">
        <Stack space="2">
          <Inline space="2">
            <Card as="section" aria-label="Card">
              <Columns>
                <Column width="1/2">Left</Column>
                <Column>Right</Column>
              </Columns>
            </Card>
          </Inline>
          <Divider />
          <VisuallyHidden>Only for screen readers</VisuallyHidden>
        </Stack>
      </Box>,
    );
    expect(html).toContain('Only for screen readers');
    expect(html).toContain('<hr');
  });
});
