import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAccountPage } from "../../testing/renderAccountPage";
import { answerSecondFactor, renderAccountWithPhone } from "../../testing/secondFactorPrompt";
import { ada, grace } from "../../testing/testAccounts";

const SENT =
  "A confirmation link has been sent to the new address. Your address changes only when you " +
  `follow it; until then, sign in with ${ada.email}.`;

async function changeEmail(current: string, newEmail: string) {
  const rendered = await renderAccountPage({ otherUsers: [grace] });
  const form = rendered.section("Change e-mail address");
  await rendered.user.type(form.getByLabelText("Current password"), current);
  await rendered.user.type(form.getByLabelText("New e-mail address"), newEmail);
  await rendered.user.click(form.getByRole("button", { name: "Send confirmation link" }));
  return { ...rendered, form };
}

describe("ChangeEmailSection", () => {
  it("mails the new address a link, and says nothing changes until it is followed", async () => {
    const { identity, form, section } = await changeEmail(ada.password, "ada@new.example");

    expect(await form.findByText(SENT)).toHaveAttribute("role", "status");
    expect(section("E-mail address").getByText(ada.email)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "emulator's inbox" })).toHaveAttribute(
      "href",
      "/inbox",
    );
    const mail = await identity.sentMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ email: ada.email, newEmail: "ada@new.example" });
    const query = new URLSearchParams(mail[0]?.query);
    expect(query.get("mode")).toBe("verifyAndChangeEmail");
    expect(query.get("continueUrl")).toBe(`${window.location.origin}/auth/sign-in`);
  });

  it.each([
    [
      "an address already in use",
      ada.password,
      grace.email,
      "That address belongs to another account.",
    ],
    [
      "a wrong current password",
      "wrong-password",
      "ada@new.example",
      "The current password is not right.",
    ],
  ])("says what went wrong on %s, and mails nothing", async (_case, current, newEmail, message) => {
    const { identity, form } = await changeEmail(current, newEmail);

    expect(await form.findByText(message)).toHaveAttribute("role", "status");
    expect(await identity.sentMail()).toEqual([]);
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();
  });

  it("with a second factor, mails the link once its code is given", async () => {
    const { user, identity, section } = await renderAccountWithPhone();
    const form = section("Change e-mail address");
    await user.type(form.getByLabelText("Current password"), ada.password);
    await user.type(form.getByLabelText("New e-mail address"), "ada@new.example");
    await user.click(form.getByRole("button", { name: "Send confirmation link" }));
    expect(await identity.sentMail()).toEqual([]);

    await answerSecondFactor(user, identity);

    expect(await form.findByText(SENT)).toHaveAttribute("role", "status");
    expect(await identity.sentMail()).toMatchObject([
      { email: ada.email, newEmail: "ada@new.example" },
    ]);
  });
});
