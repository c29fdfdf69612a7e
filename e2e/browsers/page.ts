// Reads of the app's state, the same in every engine: each runs in the page (Tab.evaluate).
import type { Tab } from "./session";

/** The page's visible text, as a user reads it. */
export function text(tab: Tab): Promise<string> {
  return tab.evaluate<string>("document.body.innerText");
}

/** The path shown in the address bar. */
export function path(tab: Tab): Promise<string> {
  return tab.evaluate<string>("location.pathname");
}

/** The status line of the auth form. */
export function status(tab: Tab): Promise<string | null> {
  return tab.evaluate<string | null>(
    "document.querySelector('[role=status]')?.textContent ?? null",
  );
}

/** The focused element's accessible name, or its id for a field. */
export function focused(tab: Tab): Promise<string> {
  return tab.evaluate<string>(
    `(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return "";
      if (element instanceof HTMLInputElement) return element.id;
      return (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
    })()`,
  );
}

/** The links of the page: accessible name, address, and target. */
export function links(tab: Tab): Promise<{ name: string; href: string; target: string }[]> {
  return tab.evaluate(
    `[...document.querySelectorAll("a[href]")].map((a) => ({
      name: a.textContent.trim(), href: a.getAttribute("href"), target: a.target,
    }))`,
  );
}

/** What the page's description list says for `term` (a <dt>'s text), or null when it has none. */
export function described(tab: Tab, term: string): Promise<string | null> {
  return tab.evaluate<string | null>(
    `[...document.querySelectorAll("dt")].find((dt) => dt.textContent.trim() === ${JSON.stringify(term)})
      ?.nextElementSibling?.textContent ?? null`,
  );
}
