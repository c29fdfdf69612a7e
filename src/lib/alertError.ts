/** Shows a failed call's message exactly as the identity service worded it (spec, section 8). */
export function alertError(error: unknown): void {
  window.alert(error instanceof Error ? error.message : String(error));
}
