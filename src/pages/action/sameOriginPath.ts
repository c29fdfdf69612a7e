/** A continue URL's path, query and hash on this origin, else null: the app is no open redirect. */
export function sameOriginPath(
  continueUrl: string | null,
  origin = window.location.origin,
): string | null {
  if (!continueUrl) return null;
  let url: URL;
  try {
    url = new URL(continueUrl, origin);
  } catch {
    return null;
  }
  // A path starting "//" would be read as another host again where it is used.
  if (url.origin !== origin || url.pathname.startsWith("//")) return null;
  return url.pathname + url.search + url.hash;
}
