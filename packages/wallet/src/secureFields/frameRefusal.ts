/**
 * How long a frame whose page has loaded may take to say `ready`. Its script runs while the page
 * loads, so a healthy frame has spoken by its `load` event; one that is silent this long after it
 * was refused (400 and `frame-ancestors 'none'`) or failed, as Chromium fires `load` for those too.
 */
export const readyAfterLoadMs = 3_000;

/** For the developer's console: the one fix we can name for a frame that loaded but never spoke. */
export const frameRefusedMessage = (parentOrigin: string, frameOrigin: string) =>
  `Aisle secure fields: the frame at ${frameOrigin} loaded but never said ready. Most often its ` +
  `server does not allow this page's origin, ${parentOrigin}, to embed it. Allow ${parentOrigin} on ` +
  `the secure-fields server (on the reference API: add it to AISLE_SECURE_FIELDS_PARENT_ORIGINS, ` +
  `comma-separated).`;
