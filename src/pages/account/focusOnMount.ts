/** A ref callback for an element that replaces the focused one: stable, so it focuses once. */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
