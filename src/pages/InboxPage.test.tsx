import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SentMail, SentText } from "../auth/IdentityService";
import { themeColour, withAppStylesheet } from "../testing/appStylesheet";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderApp } from "../testing/renderApp";
import { ada } from "../testing/testAccounts";
const CONTINUE = "http://localhost:3000/account";

/** Ada, signed in, with three links mailed: a reset, a verification, then a change of address. */
async function withThreeLetters() {
  const identity = new FakeIdentityService({ users: [ada], signedInAs: ada.email });
  await identity.sendPasswordReset(ada.email, CONTINUE);
  await identity.sendEmailVerification(CONTINUE);
  await identity.changeEmail(ada.password, "ada@new.example", CONTINUE);
  return identity;
}

/** Makes each read of the mail wait until the test answers it, in whatever order it likes. */
function holdReads(identity: FakeIdentityService) {
  const reads: { answer: (mail: SentMail[]) => void; fail: (error: Error) => void }[] = [];
  vi.spyOn(identity, "sentMail").mockImplementation(
    () =>
      new Promise((answer, fail) => {
        reads.push({ answer, fail });
      }),
  );
  return reads;
}

/** Makes each read of the texts answer these. */
function withTexts(identity: FakeIdentityService, texts: SentText[]) {
  vi.spyOn(identity, "sentTexts").mockResolvedValue(texts);
}

function letter(query: string): SentMail {
  return { email: ada.email, newEmail: null, query };
}

async function renderInbox(identity = new FakeIdentityService()) {
  const rendered = renderApp("/inbox", identity);
  await screen.findByRole("heading", { level: 1, name: "Emulator inbox" });
  return rendered;
}

describe("InboxPage", () => {
  withAppStylesheet();

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

  it("says it is reading the inbox until the mail is read", async () => {
    const identity = new FakeIdentityService();
    const reads = holdReads(identity);
    await renderInbox(identity);

    expect(screen.getByRole("status")).toHaveTextContent("Reading the inbox...");
    expect(screen.getByRole("status")).toHaveStyle({ color: themeColour("--muted") });
    await act(async () => {
      reads[0]?.answer([]);
      await Promise.resolve();
    });

    expect(screen.getByRole("status").textContent).toBe("No e-mail yet.");
    expect(screen.getByRole("status")).toHaveStyle({ color: themeColour("--muted") });
  });

  it("names recovery and revert links, and calls a link of another kind or of none another link", async () => {
    const identity = new FakeIdentityService();
    vi.spyOn(identity, "sentMail").mockResolvedValue([
      letter("mode=revertSecondFactorAddition&oobCode=code-0"),
      letter("mode=recoverEmail&oobCode=code-1"),
      letter("mode=signIn&oobCode=code-2"),
      letter("oobCode=code-3"),
    ]);
    await renderInbox(identity);

    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Other link, to ada@example.com: Open link",
      "Other link, to ada@example.com: Open link",
      "Recover e-mail, to ada@example.com: Open link",
      "Remove second factor, to ada@example.com: Open link",
    ]);
  });

  it("keeps the mail it has while it reads again, and shows only the latest read", async () => {
    const identity = new FakeIdentityService();
    const reads = holdReads(identity);
    const { user } = await renderInbox(identity);
    const first = letter("mode=resetPassword&oobCode=code-1");
    const second = letter("mode=verifyEmail&oobCode=code-2");
    await act(async () => {
      reads[0]?.answer([first]);
      await Promise.resolve();
    });
    expect(screen.getByRole("status")).toHaveTextContent("1 e-mail.");

    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(screen.getByRole("status")).toHaveTextContent("Reading the inbox...");
    expect(screen.getByRole("listitem")).toHaveTextContent("Reset password, to ada@example.com");

    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(reads).toHaveLength(4);
    // The newest read answers first; the two before it answer after, and must not show.
    await act(async () => {
      reads[3]?.answer([first, second]);
      await Promise.resolve();
    });
    await act(async () => {
      reads[1]?.answer([]);
      reads[2]?.fail(new Error("late"));
      await Promise.resolve();
    });

    expect(screen.getByRole("status")).toHaveTextContent("2 e-mails, newest first.");
    expect(screen.getByRole("status")).toHaveStyle({ color: themeColour("--muted") });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
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
    expect(screen.getByRole("status")).toHaveStyle({ color: themeColour("--failed") });
    expect(screen.queryByRole("list")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveStyle({ color: themeColour("--muted") });
  });

  it("says that the inbox exists only on the emulator when the service has none", async () => {
    const identity = new FakeIdentityService();
    // As the Firebase module is in a build for a real project.
    Reflect.deleteProperty(identity, "sentMail");
    await renderInbox(identity);

    expect(screen.getByText(/the inbox exists only on the Auth emulator/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refresh" })).not.toBeInTheDocument();
  });

  it("lists the texted codes newest first, each with its number, beside the mail", async () => {
    const identity = await withThreeLetters();
    withTexts(identity, [
      { phoneNumber: "+15555550100", code: "045107" },
      { phoneNumber: "+15555550111", code: "993311" },
    ]);
    await renderInbox(identity);

    const texts = within(await screen.findByRole("list", { name: "Texts" }));
    expect(texts.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Code 993311, to +15555550111",
      "Code 045107, to +15555550100",
    ]);
    expect(
      within(screen.getByRole("list", { name: "E-mail" })).getAllByRole("listitem"),
    ).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent(
      "2 texts, newest first. 3 e-mails, newest first.",
    );
  });

  it("lists the code a phone being added was texted, and says one text alone", async () => {
    const identity = new FakeIdentityService({
      users: [{ ...ada, emailVerified: true }],
      signedInAs: ada.email,
    });
    await identity.enrolPhone(ada.password, "+15555550100");
    await renderInbox(identity);

    expect(await screen.findByText("1 text. No e-mail yet.")).toHaveAttribute("role", "status");
    const [sent] = await identity.sentTexts();
    expect(screen.getByRole("listitem")).toHaveTextContent(
      `Code ${sent?.code ?? ""}, to +15555550100`,
    );
    expect(screen.queryByRole("list", { name: "E-mail" })).toBeNull();
  });

  it("reads the texts again on Refresh", async () => {
    const identity = new FakeIdentityService();
    vi.spyOn(identity, "sentTexts")
      .mockResolvedValueOnce([])
      .mockResolvedValue([{ phoneNumber: "+15555550100", code: "045107" }]);
    const { user } = await renderInbox(identity);
    await screen.findByText("No e-mail yet.");
    expect(screen.queryByRole("list", { name: "Texts" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findByText("Code 045107, to +15555550100")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 text. No e-mail yet.");
  });

  it("lists the mail alone from a service that keeps no texts", async () => {
    const identity = await withThreeLetters();
    Reflect.deleteProperty(identity, "sentTexts");
    await renderInbox(identity);

    expect(await screen.findByText("3 e-mails, newest first.")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("list", { name: "Texts" })).toBeNull();
  });

  it("says in its live region when the texts cannot be read", async () => {
    const identity = new FakeIdentityService();
    vi.spyOn(identity, "sentTexts").mockRejectedValue(new Error("The Auth emulator's texts: 500"));
    await renderInbox(identity);

    expect(
      await screen.findByText(/^The inbox could not be read \(The Auth emulator's texts: 500\)/),
    ).toHaveStyle({ color: themeColour("--failed") });
  });

  it("explains itself and links home", async () => {
    await renderInbox();

    expect(
      screen.getByText(
        "The Auth emulator sends no e-mail and no texts: it keeps each message it would have " +
          "sent, and this page lists them.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });
});
