import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "../testing/testingLibrary";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import html from "../../index.html?raw";
import { i18n } from "../i18n/i18n";
import { withAppStylesheet } from "../testing/appStylesheet";
import { LoadingScreen } from "./LoadingScreen";

/** The markup without its formatting: all its elements are blocks, so a browser renders no
 * whitespace next to a tag, and any other run of it as one space. */
function normalized(markup: string): string {
  return markup.replace(/\s*(<[^>]+>)\s*/g, "$1").replace(/\s+/g, " ");
}

/**
 * Whether a visitor sees the hint now. jsdom applies the stylesheet's rules but runs no animation,
 * so a hint still under its delayed one (hidden for the first 10 s) is told by that animation.
 */
function seenNow(hint: HTMLElement): boolean {
  const style = getComputedStyle(hint);
  return (
    style.animationName === "none" && style.visibility !== "hidden" && style.display !== "none"
  );
}

const hint = () => screen.getByText(/^Still loading\?/);

describe("LoadingScreen", () => {
  // The app's stylesheet decides whether a visitor sees the hint.
  withAppStylesheet();
  // The page's clock (performance.now()) starts at 0 with the fake timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the markup index.html paints before any script, so React takes over without a flash", () => {
    const root = /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html)?.[1] ?? "";
    // index.html alone has the <noscript> message: React never renders where scripts do not run.
    const noscript = /<noscript>.*?<\/noscript>/s;
    expect(normalized(root)).toMatch(
      /<noscript><p>This app needs JavaScript\. .*<\/p><\/noscript>/,
    );
    expect(normalized(root.replace(noscript, ""))).toBe(
      normalized(
        renderToStaticMarkup(
          <I18nProvider i18n={i18n}>
            <LoadingScreen />
          </I18nProvider>,
        ),
      ),
    );
  });

  it("adds the hint 10 s after the page started, as a new line of the status region", () => {
    render(<LoadingScreen />);
    const waiting = hint();
    expect(seenNow(waiting)).toBe(false);

    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(hint()).toBe(waiting);
    expect(seenNow(waiting)).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // A new element, so screen readers announce it: a change of style alone is not an addition.
    const shown = hint();
    expect(seenNow(shown)).toBe(true);
    // Shown as a hint: in smaller type than 'Loading...'.
    const size = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);
    expect(size(shown)).toBeLessThan(size(screen.getByText("Loading...")));
    expect(shown).not.toBe(waiting);
    expect(screen.getByRole("status")).toContainElement(shown);
    expect(screen.getByRole("status")).toHaveTextContent(/^Loading\.\.\.Still loading\?/);
  });

  it("shows the hint at once when the page started more than 10 s ago (a slow script)", () => {
    vi.advanceTimersByTime(12_000);
    render(<LoadingScreen />);
    expect(seenNow(hint())).toBe(true);
  });

  it("counts the 10 s from the page's start, not from its own", () => {
    vi.advanceTimersByTime(4_000);
    render(<LoadingScreen />);

    act(() => {
      vi.advanceTimersByTime(5_999);
    });
    expect(seenNow(hint())).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(seenNow(hint())).toBe(true);
  });

  it("shows the hint at once when the page started exactly 10 s ago", () => {
    vi.advanceTimersByTime(10_000);
    render(<LoadingScreen />);
    expect(seenNow(hint())).toBe(true);
  });
});
