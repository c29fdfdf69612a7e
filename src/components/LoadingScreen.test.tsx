import { act, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import html from "../../index.html?raw";
import { LoadingScreen } from "./LoadingScreen";

/** The markup without its formatting: all its elements are blocks, so a browser renders no
 * whitespace next to a tag, and any other run of it as one space. */
function normalized(markup: string): string {
  return markup.replace(/\s*(<[^>]+>)\s*/g, "$1").replace(/\s+/g, " ");
}

describe("LoadingScreen", () => {
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
      normalized(renderToStaticMarkup(<LoadingScreen />)),
    );
  });

  it("adds the hint 10 s after the page started, as a new line of the status region", () => {
    render(<LoadingScreen />);
    const waiting = screen.getByText(/^Still loading\?/);
    expect(waiting).not.toHaveClass("shown");

    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.getByText(/^Still loading\?/)).toBe(waiting);
    expect(waiting).not.toHaveClass("shown");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // A new element, so screen readers announce it: a class change alone is not an addition.
    const shown = screen.getByText(/^Still loading\?/);
    expect(shown).toHaveClass("shown");
    expect(shown).not.toBe(waiting);
    expect(screen.getByRole("status")).toContainElement(shown);
    expect(screen.getByRole("status")).toHaveTextContent(/^Loading\.\.\.Still loading\?/);
  });

  it("shows the hint at once when the page started more than 10 s ago (a slow script)", () => {
    vi.advanceTimersByTime(12_000);
    render(<LoadingScreen />);
    expect(screen.getByText(/^Still loading\?/)).toHaveClass("shown");
  });

  it("counts the 10 s from the page's start, not from its own", () => {
    vi.advanceTimersByTime(4_000);
    render(<LoadingScreen />);

    act(() => {
      vi.advanceTimersByTime(5_999);
    });
    expect(screen.getByText(/^Still loading\?/)).not.toHaveClass("shown");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText(/^Still loading\?/)).toHaveClass("shown");
  });

  it("shows the hint at once when the page started exactly 10 s ago", () => {
    vi.advanceTimersByTime(10_000);
    render(<LoadingScreen />);
    expect(screen.getByText(/^Still loading\?/)).toHaveClass("shown");
  });
});
