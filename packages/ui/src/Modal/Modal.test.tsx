import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeOverlayBehaviour } from '../testing/overlayBehaviour';
import { Modal } from './Modal';

describeOverlayBehaviour('Modal', Modal);

describe('given an open Modal of each width', () => {
  it.each([
    ['small', /width_small/],
    [undefined, /width_default/],
    ['wide', /width_wide/],
  ] as const)('with width %s, marks the dialog with its width variant', (width, className) => {
    render(
      <Modal.Root defaultOpen>
        <Modal.Content width={width}>
          <Modal.Title>Details</Modal.Title>
        </Modal.Content>
      </Modal.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Details' }).className).toMatch(className);
  });
});

describe('given a Modal whose footer holds the only way out', () => {
  it('after opening with showCloseButton={false}, has no header close button and focuses the first action', () => {
    render(
      <Modal.Root defaultOpen>
        <Modal.Content showCloseButton={false}>
          <Modal.Title>Wrong account</Modal.Title>
          <Modal.Footer>
            <Modal.Close>Okay</Modal.Close>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Okay' }));
  });
});
