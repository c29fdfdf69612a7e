/** What a mailed link carries that must not stay in the address: its code, and the project's key. */
const TAKEN = ["oobCode", "apiKey"] as const;

let fromLoad: string | null = null;

/**
 * Takes a mailed link's code out of the address and the history before the page waits for
 * anything (its chunk, the SDK, the auth state), into memory for the action page.
 */
export function takeLinkCode(): void {
  const { pathname, search, hash } = location;
  const query = new URLSearchParams(search);
  if (pathname !== "/auth/action" || !TAKEN.some((name) => query.has(name))) return;
  // `||`: an empty code is no code, only an incomplete link.
  fromLoad = query.get("oobCode") || null;
  const left = withoutCodeAndKey(search);
  const rest = left.size > 0 ? `?${left.toString()}` : "";
  history.replaceState(history.state, "", `${pathname}${rest}${hash}`);
}

/** A mailed link's query, as the address keeps it once the link is read. */
export function withoutCodeAndKey(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  for (const name of TAKEN) query.delete(name);
  return query;
}

/** The code the page was loaded with, until the action page has taken it over. */
export function linkCodeFromLoad(): string | null {
  return fromLoad;
}

export function forgetLinkCode(): void {
  fromLoad = null;
}
