// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Drawer } from './Drawer';

describe('given a server without a DOM', () => {
  it.each([false, true])('renders every Drawer part, open: %s, without touching window', (open) => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Drawer.Root defaultOpen={open}>
        <Drawer.Trigger>Edit details</Drawer.Trigger>
        <Drawer.Content side="left">
          <Drawer.Title>Details</Drawer.Title>
          <Drawer.Description>Change your details.</Drawer.Description>
          <Drawer.Footer>
            <Drawer.Close>Cancel</Drawer.Close>
          </Drawer.Footer>
        </Drawer.Content>
      </Drawer.Root>,
    );
    // Radix portals mount on the client only: the server sends the trigger, in its state.
    expect(html).toContain('Edit details');
    expect(html).toContain(`aria-expanded="${open}"`);
  });
});
