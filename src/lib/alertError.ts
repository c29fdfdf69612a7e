/**
 * Shows a failed sign-in's or sign-up's message in a browser alert, in the identity service's own
 * words: the spec's two forms put no code into words of the app's.
 */
export function alertError(error: unknown): void {
  window.alert(error instanceof Error ? error.message : String(error));
}
