import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderApp } from "../testing/renderApp";

const ada = { email: "ada@example.com", password: "secret123" };
const CONTINUE = "http://localhost:3000/account";

/** Ada, signed in, with three links mailed: a reset, a verification, then a change of address. */
async function withThreeLetters() {
  const identity = new FakeIdentityService({ users: [ada], signedInAs: ada.email });
  await identity.sendPasswordReset(ada.email, CONTINUE);
  await identity.sendEmailVerification(CONTINUE);
  await identity.changeEmail(ada.password, "ada@new.example", CONTINUE);
  return identity;
}

async function renderInbox(identity = new FakeIdentityService()) {
  const rendered = renderApp("/inbox", identity);
  await screen.findByRole("heading", { level: 1, name: "Emulator inbox" });
  return rendered;
}

describe("InboxPage", () => {
  it("lists the mail newest first, each with a link to this app's action page", async () => {
    const identity = await withThreeLetters();
    await renderInbox(identity);

    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Change e-mail, to ada@new.example (changing from ada@example.com): Open link",
      "Verify e-mail, to ada@example.com: Open link",
      "Reset password, to ada@example.com: Open link",
    ]);
    const sent = (await identity.sentMail()).reverse();
    items.forEach((item, index) => {
      const href = within(item).getByRole("link", { name: "Open link" }).getAttribute("href");
      expect(href).toBe(`/auth/action?${sent[index]?.query ?? ""}`);
    });
    expect(screen.getByRole("status")).toHaveTextContent("3 e-mails, newest first.");
  });

  it("says so when nothing has been mailed yet", async () => {
    await renderInbox();

    expect(await screen.findByText("No e-mail yet.")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("reads the mail again on Refresh", async () => {
    const identity = new FakeIdentityService({ users: [ada] });
    const { user } = await renderInbox(identity);
    await screen.findByText("No e-mail yet.");

    await identity.sendPasswordReset(ada.email, CONTINUE);
    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findByText("1 e-mail.")).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("Reset password, to ada@example.com");
  });

  it("says in its live region when the mail cannot be read, and reads it on Refresh", async () => {
    const identity = await withThreeLetters();
    vi.spyOn(identity, "sentMail").mockRejectedValueOnce(
      new Error("The Auth emulator's mail: 500"),
    );
    const { user } = await renderInbox(identity);

    expect(
      await screen.findByText(
        "The inbox could not be read (The Auth emulator's mail: 500). " +
          "Is the Auth emulator running? Press Refresh to try again.",
      ),
    ).toHaveAttribute("role", "status");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findAllByRole("listitem")).toHaveLength(3);
  });

  it("says that the inbox exists only on the emulator when the service has none", async () => {
    const identity = new FakeIdentityService();
    // As the Firebase module is in a build for a real project.
    Reflect.deleteProperty(identity, "sentMail");
    await renderInbox(identity);

    expect(screen.getByText(/the inbox exists only on the Auth emulator/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refresh" })).not.toBeInTheDocument();
  });

  it("explains itself and links home", async () => {
    await renderInbox();

    expect(screen.getByText(/keeps each message it would have sent/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });
});
