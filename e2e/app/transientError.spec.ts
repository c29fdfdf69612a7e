import { expect, serviceCall, signInToNewAccount, test } from "../support/fixtures";

// A transient outage of the identity service: one answer of 503 UNAVAILABLE, as the real service
// gives now and then. It says nothing about the session, so the stored user must survive it. The
// one refused answer is injected in front of the emulator; every other call reaches it.

const UNAVAILABLE = { error: { code: 503, message: "UNAVAILABLE", status: "UNAVAILABLE" } };

const UNAVAILABLE_CALL =
  /^Failed to load resource: the server responded with a status of 503 .* \(http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup/;

test.use({ allowedConsoleErrors: [UNAVAILABLE_CALL] });

test("a 503 on the start-up check keeps the session, then and after the next reload", async ({
  page,
}) => {
  const email = await signInToNewAccount(page);
  const lookup = serviceCall("accounts:lookup");
  await page.route(lookup, (route) => route.fulfill({ status: 503, json: UNAVAILABLE }), {
    times: 1,
  });
  const refused = page.waitForResponse(
    (response) => lookup(new URL(response.url())) && response.status() === 503,
  );

  await page.reload();
  await refused;
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

  // The service is healthy again: the next start-up check reaches it and keeps the user.
  const checked = page.waitForResponse(
    (response) => lookup(new URL(response.url())) && response.status() === 200,
  );
  await page.reload();
  await checked;
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await page.getByRole("link", { name: "Protected Page" }).click();
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
});
