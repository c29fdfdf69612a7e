/**
 * Resolves once the browser has painted what is rendered now: a task queued from an animation
 * frame runs after that frame is painted. A hidden tab paints nothing and runs no animation frames
 * until it is shown, so there it only waits for the tasks already queued, React's among them.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden) setTimeout(resolve);
    else requestAnimationFrame(() => setTimeout(resolve));
  });
}
