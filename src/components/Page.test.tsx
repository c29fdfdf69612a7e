import { render, screen } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { Page } from "./Page";

// Page's title and focus on each route are tested through the app (App.test.tsx); here, what a
// route change alone does not show.
describe("Page", () => {
  it("follows a new title without being mounted again", () => {
    const { rerender } = render(<Page title="First">text</Page>);
    expect(document.title).toBe("First · Firebase Auth Demo");

    rerender(<Page title="Second">text</Page>);

    expect(document.title).toBe("Second · Firebase Auth Demo");
    expect(screen.getByRole("heading", { level: 1, name: "Second" })).toHaveFocus();
  });

  it("takes focus for its heading without adding it to the Tab order", () => {
    render(<Page title="First">text</Page>);

    // tabIndex -1: focusable by the app, skipped by Tab.
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("tabindex", "-1");
  });
});
