/** A failure in a browser alert, in the service's own words, as the spec's two forms have it. */
export function alertError(error: unknown): void {
  window.alert(error instanceof Error ? error.message : String(error));
}
