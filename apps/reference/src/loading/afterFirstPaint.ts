/**
 * Runs `task` once the page has shown its first content (the browser's first-contentful-paint
 * entry, even if it came before this call); where the browser reports no paints, once it has
 * loaded. For work the first paint must not wait for, and must not compete with.
 */
export function afterFirstPaint(task: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    if (document.readyState === 'complete') setTimeout(task);
    else window.addEventListener('load', () => setTimeout(task), { once: true });
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    task();
  });
  observer.observe({ type: 'paint', buffered: true });
}
