import type { DeviceDataProvider } from '@aisle/wallet';

/** Where this tab keeps its device session id. */
export const deviceSessionKey = 'aisle.deviceSessionId';

/** The page the card is added on, by its route: 'cart', 'mywallet'; 'home' for '/'. */
export const pageIdOf = (pathname: string): string => pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '.') || 'home';

/** One id per tab, kept across its pages and reloads, as a vendor's session cookie would be. */
function tabSessionId(): string | undefined {
  try {
    const kept = sessionStorage.getItem(deviceSessionKey);
    if (kept) return kept;
    const made = crypto.randomUUID();
    sessionStorage.setItem(deviceSessionKey, made);
    return made;
  } catch {
    // Storage refused (a privacy mode): the add goes without a session id.
    return undefined;
  }
}

/** What the fraud script captured for the transaction; nothing when its chunk could not load. */
const captured = (transactionId: string | undefined) =>
  // Already loaded when the script ran: this import then costs nothing.
  import('./fraudCaptureScript').then(
    ({ capturedBehaviour }) => capturedBehaviour(transactionId),
    () => undefined,
  );

/**
 * The storefront's `deviceData`: the page, the tab's session and, when the reference fraud script
 * runs for this add's transaction, what it captured. Nothing on the server.
 */
export const referenceDeviceData: DeviceDataProvider = async ({ transactionId }) => {
  if (typeof window === 'undefined') return undefined;
  const behaviour = await captured(transactionId);
  return { pageId: pageIdOf(window.location.pathname), sessionId: tabSessionId(), ...behaviour };
};
