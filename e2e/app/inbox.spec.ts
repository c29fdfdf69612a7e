import { APP_URL } from "../../scripts/browser.mjs";
import { PASSWORD, uniqueEmail } from "../accounts";
import { expect, test } from "../fixtures";
import { mailTo } from "../mail";
import { accountSection, openAccountPage } from "./lifecycle";

// The emulator build's inbox: the mail the Auth emulator would have sent, with links to this
// app's own action page rather than the emulator's. Other tests mail at the same time, so this
// one looks at its own address's messages only.

test("the inbox lists the mail sent, newest first, and its links open this app's action page", async ({
  page,
}) => {
  const email = uniqueEmail();
  const newEmail = uniqueEmail();
  await openAccountPage(page, email);
  const address = accountSection(page, "E-mail address");
  await address.getByRole("button", { name: "Send verification e-mail" }).click();
  await expect(address.getByRole("status")).toHaveText(/^A verification link has been sent/);
  const change = accountSection(page, "Change e-mail address");
  await change.getByLabel("Current password").fill(PASSWORD);
  await change.getByLabel("New e-mail address").fill(newEmail);
  await change.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(change.getByRole("status")).toHaveText(/^A confirmation link has been sent/);

  await change.getByRole("link", { name: "emulator's inbox" }).click();
  await expect(page).toHaveURL("/inbox");
  await expect(page.getByRole("status")).toHaveText(/ e-mails, newest first\.$/);
  const mine = page.getByRole("listitem").filter({ hasText: email });
  await expect(mine).toHaveText([
    `Change e-mail, to ${newEmail} (changing from ${email}): Open link`,
    `Verify e-mail, to ${email}: Open link`,
  ]);

  const [newest] = await mailTo(email, "VERIFY_AND_CHANGE_EMAIL");
  await mine.first().getByRole("link", { name: "Open link" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.origin === APP_URL &&
      url.pathname === "/auth/action" &&
      url.searchParams.get("mode") === "verifyAndChangeEmail" &&
      url.searchParams.get("oobCode") === newest?.oobCode,
  );
  await expect(
    page.getByRole("heading", { name: "Confirm your new e-mail address" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm new address" })).toBeVisible();
});
