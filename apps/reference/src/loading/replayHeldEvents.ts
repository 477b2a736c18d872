import { heldEventsGlobal, type HeldEvents } from 'reference-api/page-rendering';

/**
 * Does again what the shopper did before the app had started: the clicks on the server's buttons
 * and the forms' submissions that the page's script held (HeldEvents). Called once the page has
 * hydrated, when React listens. A button React did not adopt (the page changed as it hydrated) is
 * no longer in the page, and its click goes.
 */
export function replayHeldEvents(): void {
  const held = (window as unknown as Partial<Record<string, HeldEvents>>)[heldEventsGlobal];
  if (!held) return;
  for (const { type, target } of held.release()) {
    if (!target.isConnected) continue;
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}
