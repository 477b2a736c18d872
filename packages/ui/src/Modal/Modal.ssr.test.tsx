// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

describe('given a server without a DOM', () => {
  it.each([false, true])('renders every Modal part, open: %s, without touching window', (open) => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Modal.Root defaultOpen={open}>
        <Modal.Trigger>Edit details</Modal.Trigger>
        <Modal.Content width="wide">
          <Modal.Title>Details</Modal.Title>
          <Modal.Description>Change your details.</Modal.Description>
          <Modal.Footer>
            <Modal.Close>Cancel</Modal.Close>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>,
    );
    // Radix portals mount on the client only: the server sends the trigger, in its state.
    expect(html).toContain('Edit details');
    expect(html).toContain(`aria-expanded="${open}"`);
  });
});
