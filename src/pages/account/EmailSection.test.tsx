import { act, screen, within } from "../../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { confirmDialog, confirmPassword, renderAccountPage } from "../../testing/renderAccountPage";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

const VERIFICATION_SENT = `A verification link has been sent to ${ada.email}. Follow it to verify your address.`;
const CHANGE_SENT =
  "A confirmation link has been sent to the new address. Your address changes only when you " +
  `follow it; until then, sign in with ${ada.email}.`;

/** Opens the change of address, types `newEmail` and sends it. */
async function changeEmail(newEmail: string) {
  const rendered = await renderAccountPage({ emailVerified: true });
  const { user, section } = rendered;
  await user.click(
    section("E-mail address").getByRole("button", { name: "Change e-mail address" }),
  );
  const form = within(screen.getByRole("form", { name: "Change e-mail address" }));
  await user.type(form.getByLabelText("New e-mail address"), newEmail);
  await user.click(form.getByRole("button", { name: "Send confirmation link" }));
  return { ...rendered, form, address: section("E-mail address") };
}

describe("EmailSection", () => {
  it("shows a verified address, with no link to send", async () => {
    const { section } = await renderAccountPage({ emailVerified: true });

    const terms = section("E-mail address").getAllByRole("term");
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ["Address", ada.email],
      ["Status", "Verified"],
    ]);
    expect(screen.queryByRole("button", { name: "Send verification e-mail" })).toBeNull();
  });

  it("sends a verification link leading back here, says where, and points to the inbox", async () => {
    const { user, identity, section } = await renderAccountPage();
    const address = section("E-mail address");
    expect(address.getByText("Not verified")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();

    await user.click(address.getByRole("button", { name: "Send verification e-mail" }));

    expect(await address.findByText(VERIFICATION_SENT)).toHaveAttribute("role", "status");
    expect(identity.sendEmailVerification).toHaveBeenCalledExactlyOnceWith(
      `${window.location.origin}/account`,
    );
    expect(address.getByRole("link", { name: "emulator's inbox" })).toHaveAttribute(
      "href",
      "/inbox",
    );
  });

  it("says a refused verification link in words, with no inbox to point to", async () => {
    const { user, identity, section } = await renderAccountPage();
    identity.sendEmailVerification.mockRejectedValueOnce(serviceError("too-many-requests"));

    await user.click(
      section("E-mail address").getByRole("button", { name: "Send verification e-mail" }),
    );

    expect(
      await section("E-mail address").findByText(
        "Too many requests for now. Wait a few minutes, then try again.",
      ),
    ).toHaveAttribute("role", "status");
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();
  });

  it("shows the address verified, with no button, once the link is followed", async () => {
    const { identity, section } = await renderAccountPage();

    // As when the link is followed in another tab, and this one is shown again.
    identity.adminVerifyEmail(ada.email);
    await act(() => identity.checkSession());

    expect(section("E-mail address").getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send verification e-mail" })).toBeNull();
  });

  it("mails the new address a link once confirmed, and says nothing changes until it is followed", async () => {
    const { user, identity, address } = await changeEmail("ada@new.example");
    expect(identity.changeEmail).not.toHaveBeenCalled();
    expect(
      (await confirmDialog()).getByText(
        "To change your e-mail address, enter your current password.",
      ),
    ).toBeInTheDocument();

    await confirmPassword(user);

    expect(await address.findByText(CHANGE_SENT)).toHaveAttribute("role", "status");
    expect(identity.changeEmail).toHaveBeenCalledExactlyOnceWith(
      "ada@new.example",
      `${window.location.origin}/auth/sign-in`,
    );
    expect(address.getByText(ada.email)).toBeInTheDocument();
    expect(address.getByRole("link", { name: "emulator's inbox" })).toHaveAttribute(
      "href",
      "/inbox",
    );
    expect(address.getByRole("button", { name: "Change e-mail address" })).toHaveFocus();

    // Opened again, the last change is not said any more.
    await user.click(address.getByRole("button", { name: "Change e-mail address" }));
    expect(address.queryByText(CHANGE_SENT)).toBeNull();
  });

  it("says a refused address in the form, and mails nothing", async () => {
    const { user, identity, form } = await changeEmail("grace@example.com");
    identity.changeEmail.mockRejectedValueOnce(serviceError("email-already-in-use"));

    await confirmPassword(user);

    expect(await form.findByText("That address belongs to another account.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(form.getByLabelText("New e-mail address")).toHaveValue("grace@example.com");
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();
  });

  it("cancels back to its button", async () => {
    const { user, address } = await renderAccountPage().then((rendered) => ({
      ...rendered,
      address: rendered.section("E-mail address"),
    }));
    await user.click(address.getByRole("button", { name: "Change e-mail address" }));

    await user.click(address.getByRole("button", { name: "Cancel" }));

    expect(address.getByRole("button", { name: "Change e-mail address" })).toHaveFocus();
  });
});
