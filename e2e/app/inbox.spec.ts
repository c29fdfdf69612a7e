import { APP_URL } from "../../scripts/browser.mjs";
import { uniqueEmail } from "../support/accounts";
import {
  accountSection,
  changeEmailAction,
  makeChange,
  sectionStatus,
  verificationForm,
} from "../support/accountActions";
import { expect, test } from "../support/fixtures";
import { mailTo } from "../support/mail";
import { openAccountPage } from "./lifecycle";

// The emulator build's inbox: the mail the Auth emulator would have sent, with links to this
// app's own action page rather than the emulator's. Other tests mail at the same time, so this
// one looks at its own address's messages only.

test("the inbox lists the mail sent, newest first, and its links open this app's action page", async ({
  page,
}) => {
  const email = uniqueEmail();
  const newEmail = uniqueEmail();
  await openAccountPage(page, email);
  const verification = verificationForm(page);
  await verification.getByRole("button", { name: "Send verification e-mail" }).click();
  await expect(verification.getByRole("status")).toHaveText(/^A verification link has been sent/);
  await makeChange(page, changeEmailAction(newEmail));
  const address = accountSection(page, "E-mail address");
  await expect(sectionStatus(address)).toHaveText(/^A confirmation link has been sent/);

  await address.getByRole("link", { name: "emulator's inbox" }).click();
  await expect(page).toHaveURL("/inbox");
  await expect(page.getByRole("status")).toHaveText(/ e-mails, newest first\.$/);
  const mine = page.getByRole("listitem").filter({ hasText: email });
  await expect(mine).toHaveText([
    `Change e-mail, to ${newEmail} (changing from ${email}): Open link`,
    `Verify e-mail, to ${email}: Open link`,
  ]);

  const [newest] = await mailTo(email, "VERIFY_AND_CHANGE_EMAIL");
  const open = mine.first().getByRole("link", { name: "Open link" });
  const href = new URL((await open.getAttribute("href")) ?? "", APP_URL);
  expect(href.pathname).toBe("/auth/action");
  expect(href.searchParams.get("oobCode")).toBe(newest?.oobCode);
  await open.click();
  // The action page takes the code out of the address as it reads it (linkCode.spec.ts).
  await expect(page).toHaveURL(
    (url) =>
      url.origin === APP_URL &&
      url.pathname === "/auth/action" &&
      url.searchParams.get("mode") === "verifyAndChangeEmail" &&
      !url.searchParams.has("oobCode"),
  );
  await expect(
    page.getByRole("heading", { name: "Confirm your new e-mail address" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm new address" })).toBeVisible();
});
