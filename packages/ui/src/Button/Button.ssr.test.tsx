// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

describe('given a server without a DOM', () => {
  it('renders every Button state without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <Button>Save</Button>
        <Button variant="secondary" disabled>
          Save
        </Button>
        <Button busy busyLabel="Saving">
          Save
        </Button>
      </>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Saving');
  });
});
