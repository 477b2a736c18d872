import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { settled as settleElement } from './settled';

// Play-function helpers shared by the Modal, Drawer and ConfirmDialog stories.

/** Resolves once the whole page (overlays portal into body) has stopped animating. */
export const settled = () => settleElement(document.body);

/** Tabs to the named trigger and opens it with Enter (or Space); resolves with the settled dialog. */
export async function openWithKeyboard(trigger: string, key: '{Enter}' | ' ' = '{Enter}', role = 'dialog') {
  await userEvent.tab();
  await expect(screen.getByRole('button', { name: trigger })).toHaveFocus();
  await userEvent.keyboard(key);
  await settled();
  return screen.getByRole(role);
}

const closeTimeoutMs = 4000;

/** Waits until no dialog of that name is left (its closing animation has run) and focus is back on `returnTo`. */
export async function expectClosed(name: string, returnTo?: string, role = 'dialog') {
  // The close animation has to end first: on two busy cores it once took longer than waitFor's 1 s.
  await waitFor(() => expect(screen.queryByRole(role, { name })).toBeNull(), { timeout: closeTimeoutMs });
  if (returnTo) {
    await waitFor(() => expect(screen.getByRole('button', { name: returnTo })).toHaveFocus(), {
      timeout: closeTimeoutMs,
    });
  }
}

/**
 * The element a person's click outside the panel lands on (the dimmed backdrop), found by hit-testing a
 * corner of the screen the panel leaves free; undefined when the panel covers the whole screen.
 */
export function backdropOutside(dialog: Element): Element | undefined {
  const box = dialog.getBoundingClientRect();
  const x = box.left > 8 ? 4 : box.right < window.innerWidth - 8 ? window.innerWidth - 4 : undefined;
  const y = box.top > 8 ? 4 : box.bottom < window.innerHeight - 8 ? window.innerHeight - 4 : undefined;
  if (x === undefined && y === undefined) return undefined;
  const target = document.elementFromPoint(x ?? window.innerWidth / 2, y ?? window.innerHeight / 2);
  return target && !dialog.contains(target) ? target : undefined;
}
