import { within } from '@testing-library/react';

/** Anything that clicks like user-event: the test's `user`, or `userEvent` in a story. */
interface Clicker {
  click(element: Element): Promise<void>;
}

/** Opens a card's actions menu ("Actions Visa ending in 1111") and chooses one of its items. */
export async function chooseCardAction(
  user: Clicker,
  container: HTMLElement,
  card: string,
  action: 'Edit' | 'Delete' | 'Make Preferred',
): Promise<void> {
  await user.click(await within(container).findByRole('button', { name: `Actions ${card}` }));
  await user.click(within(container).getByRole('menuitem', { name: action }));
}
