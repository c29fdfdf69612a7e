/**
 * A ref that focuses its element once, as it is attached: a stable function, so not again at a
 * re-render. For an element that takes the place of the one that had the focus, which is gone.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
