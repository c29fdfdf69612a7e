import { expect, test, type Page } from "../support/fixtures";

// What a page that fails says, and how it is reported: a page whose code cannot be loaded is an
// expected failure (its screen says so, a warning says why); anything else a page throws is a bug,
// said as one and reported as an error (src/app/PageErrorBoundary.tsx).

const FORGOT_PASSWORD_CHUNK = "**/assets/ForgotPasswordPage-*.js";

/** The page's console lines of `type` from now on. */
function consoleLines(page: Page, type: "error" | "warning"): string[] {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === type) lines.push(message.text());
  });
  return lines;
}

test.describe("a page that throws while rendering", () => {
  test.use({
    allowedConsoleErrors: [/^A page failed while rendering\. TypeError: A bug in the page/],
  });

  test("says something went wrong, not the connection, reports an error, and offers a way on", async ({
    page,
  }) => {
    // The page's own chunk, loaded whole, with a bug: it throws as it renders.
    await page.route(FORGOT_PASSWORD_CHUNK, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'export function ForgotPasswordPage() { throw new TypeError("A bug in the page"); }',
      }),
    );
    const errors = consoleLines(page, "error");
    const warnings = consoleLines(page, "warning");
    await page.goto("/auth/sign-in");

    await page.getByRole("link", { name: "Forgot password?" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeVisible();
    await expect(page.getByText(/not in your connection/)).toBeVisible();
    await expect(page.getByText(/could not be loaded|Check your connection/)).toHaveCount(0);
    expect(errors).toEqual([expect.stringMatching(/^A page failed while rendering\. TypeError/)]);
    expect(warnings).toEqual([]);

    await page.getByRole("link", { name: "Home" }).click();
    await expect(page.getByText("Current User : None")).toBeVisible();
  });
});

test.describe("a page whose code cannot be loaded", () => {
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });

  test("says so, with its Reload, and reports it as a warning, not an error", async ({ page }) => {
    await page.route(FORGOT_PASSWORD_CHUNK, (route) => route.abort("failed"));
    const errors = consoleLines(page, "error");
    const warnings = consoleLines(page, "warning");
    await page.goto("/auth/sign-in");

    await page.getByRole("link", { name: "Forgot password?" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "This page could not be loaded" }),
    ).toBeVisible();
    await expect(page.getByText("Check your connection, then reload the page.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
    expect(errors).toEqual([expect.stringMatching(/^Failed to load resource/)]);
    expect(warnings).toEqual([expect.stringMatching(/^A page's code could not be loaded\./)]);
  });
});
