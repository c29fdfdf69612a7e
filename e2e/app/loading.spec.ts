import { expect, holdServiceCalls, signInToNewAccount, test } from "../support/fixtures";

test("'Loading...' shows until the first auth state is known", async ({ page }) => {
  const email = await signInToNewAccount(page);
  // On start, the SDK checks the stored user with the service before reporting it.
  const lookup = await holdServiceCalls(page, "accounts:lookup");
  await page.reload();

  await expect.poll(() => lookup.held.length).toBe(1); // the app is up and waiting
  await expect(page.getByRole("status")).toHaveText("Loading...", { useInnerText: true });
  await expect(page.getByRole("heading")).toHaveCount(0);
  lookup.release();

  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
});

// Records every h1 text and any password field the document shows, even for an instant.
function recordScreens() {
  const seen: string[] = [];
  Object.assign(window, { e2eScreens: seen });
  const selector = "h1, input[type=password]";
  new MutationObserver((records) => {
    for (const record of records) {
      // An <h1> reused by the next screen has its text changed in place: keep the old text too.
      const target = record.target;
      const heading = (target instanceof Element ? target : target.parentElement)?.closest("h1");
      if (heading) {
        if (record.oldValue !== null) seen.push(record.oldValue);
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Text) seen.push(node.data);
        }
        seen.push(heading.textContent);
      }
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        const found = Array.from(node.querySelectorAll(selector));
        if (node.matches(selector)) found.push(node);
        for (const element of found) {
          seen.push(element.localName === "h1" ? element.textContent : "a password field");
        }
      }
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    characterDataOldValue: true,
  });
}

test("reloading /protected while signed in never shows the 404 page or the sign-in form", async ({
  page,
}) => {
  await signInToNewAccount(page);
  await page.addInitScript(recordScreens);
  await page.goto("/protected");
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { e2eScreens: string[] }).e2eScreens,
  );
  expect(new Set(seen)).toEqual(new Set(["This is a Protected Page"]));
});
