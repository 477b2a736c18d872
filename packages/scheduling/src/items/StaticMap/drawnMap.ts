// For the stories: a drawn street map standing in for the host's static map service, as a data URL
// (no key, nothing fetched), and the points of the stores it stands for.

/** A quiet street map, 640 × 320, with no marker. */
export const drawnMap = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320"><rect width="640" height="320" fill="#eef1ec"/><path d="M0 90h640M0 230h640M170 0v320M470 0v320" stroke="#fff" stroke-width="18"/><path d="M0 320 640 0" stroke="#f6d98c" stroke-width="14"/><rect x="200" y="110" width="110" height="80" fill="#cfe3c4"/></svg>',
)}`;

/** The host's `mapUrl` of the stories: the same drawing for any point. */
export const drawnMapUrl = (): string => drawnMap;
