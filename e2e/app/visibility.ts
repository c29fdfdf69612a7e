import type { Page } from "../support/fixtures";

// Headless Chromium shows every tab, so the tests play the browser's part for a tab in the
// background: document.hidden, a visibilitychange event on each change, and no animation frames
// while hidden (https://html.spec.whatwg.org/#update-the-rendering). Used as an init script.
function simulateTabVisibility(startHidden: boolean) {
  let hidden = startHidden;
  const waitingFrames: FrameRequestCallback[] = [];
  const requestFrame = window.requestAnimationFrame.bind(window);
  Object.defineProperty(document, "hidden", { get: () => hidden });
  Object.defineProperty(document, "visibilityState", {
    get: () => (hidden ? "hidden" : "visible"),
  });
  window.requestAnimationFrame = (callback) => {
    if (!hidden) return requestFrame(callback);
    waitingFrames.push(callback);
    return 0;
  };
  Object.assign(window, {
    e2eSetHidden(value: boolean) {
      hidden = value;
      document.dispatchEvent(new Event("visibilitychange"));
      if (!hidden) for (const callback of waitingFrames.splice(0)) requestFrame(callback);
    },
  });
}

/** Makes the page's documents start hidden, as in a tab opened in the background, or visible. */
export async function simulateTabVisibilityOn(page: Page, { startHidden = false } = {}) {
  await page.addInitScript(simulateTabVisibility, startHidden);
}

/** Hides or shows the tab (after simulateTabVisibilityOn), as switching tabs does. */
export async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    (window as unknown as { e2eSetHidden: (value: boolean) => void }).e2eSetHidden(value);
  }, hidden);
}
