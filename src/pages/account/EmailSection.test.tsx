import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAccountPage } from "../../testing/renderAccountPage";
import { ada } from "../../testing/testAccounts";

const SENT = `A verification link has been sent to ${ada.email}. Follow it to verify your address.`;

describe("EmailSection", () => {
  it("sends a link leading back here, says where, and points to the inbox", async () => {
    const { user, identity, section } = await renderAccountPage();
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();

    await user.click(
      section("E-mail address").getByRole("button", { name: "Send verification e-mail" }),
    );

    expect(await section("E-mail address").findByRole("status")).toHaveTextContent(SENT);
    const mail = await identity.sentMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.email).toBe(ada.email);
    const query = new URLSearchParams(mail[0]?.query);
    expect(query.get("mode")).toBe("verifyEmail");
    expect(query.get("continueUrl")).toBe(`${window.location.origin}/account`);
    expect(
      section("E-mail address").getByRole("link", { name: "emulator's inbox" }),
    ).toHaveAttribute("href", "/inbox");
  });

  it("sends again on every press", async () => {
    const { user, identity, section } = await renderAccountPage();
    const send = section("E-mail address").getByRole("button", {
      name: "Send verification e-mail",
    });

    await user.click(send);
    await section("E-mail address").findByText(SENT);
    await user.click(send);
    await section("E-mail address").findByText(SENT);

    expect(await identity.sentMail()).toHaveLength(2);
  });

  it("says in words that too many links were asked for, and sends none", async () => {
    const { user, identity, section } = await renderAccountPage();
    identity.failNext("Firebase: Error (auth/too-many-requests).");

    await user.click(
      section("E-mail address").getByRole("button", { name: "Send verification e-mail" }),
    );

    expect(
      await section("E-mail address").findByText(
        "Too many requests for now. Wait a few minutes, then try again.",
      ),
    ).toHaveAttribute("role", "status");
    expect(await identity.sentMail()).toEqual([]);
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
});
