import type { MouseEvent } from 'react';

/**
 * `onMouseDown` for the buttons under a form that checks each field as it is left: a press keeps
 * focus in the field until the click. Otherwise the field's blur shows its error first, the message
 * pushes the buttons down from under the pointer, and the click lands on nothing: the shopper's
 * first press on 'Save' would do nothing. The keyboard is not affected.
 */
export function keepFocusOnPress(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
}
