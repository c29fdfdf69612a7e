/**
 * Resolves once what is rendered now is painted: a task queued from an animation frame runs after
 * it. A hidden tab runs no frames: there, it waits for queued tasks only.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden) setTimeout(resolve);
    else requestAnimationFrame(() => setTimeout(resolve));
  });
}
