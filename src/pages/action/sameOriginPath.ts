/**
 * Where a link's continue URL may lead: its path, query and hash when it is on this app's own
 * origin, else null. Anything else (another site, `//evil.example`, `javascript:`) would make the
 * app an open redirect for whoever writes the link.
 */
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
