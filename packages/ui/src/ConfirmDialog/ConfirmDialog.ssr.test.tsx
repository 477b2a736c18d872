// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

describe('given a server without a DOM', () => {
  it('renders a closed and an open ConfirmDialog without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <ConfirmDialog heading="Discard?" onConfirm={() => undefined} trigger={<Button>Close form</Button>} />
        <ConfirmDialog heading="Discard?" destructive open onConfirm={() => undefined} />
      </>,
    );
    // Radix portals mount on the client only, so the server sends the trigger and no dialog.
    expect(html).toContain('Close form');
    expect(html).toContain('aria-haspopup="dialog"');
  });
});
