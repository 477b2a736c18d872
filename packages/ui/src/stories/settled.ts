const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Every scroll position inside `element`, as one string that changes whenever anything scrolls. */
function scrollPositions(element: Element): string {
  return [element, ...element.querySelectorAll('*')]
    .filter((node) => node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight)
    .map((node) => `${node.scrollLeft},${node.scrollTop}`)
    .join(';');
}

/** Endless animations (a busy spinner) never settle and are paused in snapshots anyway. */
function isFiniteAndRunning(animation: Animation): boolean {
  const end = animation.effect?.getComputedTiming().endTime;
  return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
}

/**
 * For play functions: resolves once nothing inside `element` has animated, transitioned or scrolled
 * for a few frames, so the screenshot taken right after the story shows its final state.
 */
export async function settled(element: Element, timeoutMs = 3000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let still = 0;
  let last = scrollPositions(element);
  while (still < 3) {
    if (performance.now() > deadline) throw new Error('Still animating or scrolling after the timeout.');
    await nextFrame();
    const now = scrollPositions(element);
    const moving = now !== last || element.getAnimations({ subtree: true }).some(isFiniteAndRunning);
    still = moving ? 0 : still + 1;
    last = now;
  }
}
