import { act, screen, within } from "../testing/testingLibrary";
import { describe, expect, it, vi } from "vitest";
import type { SentMail } from "../auth/IdentityService";
import { themeColour, withAppStylesheet } from "../testing/appStylesheet";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderApp } from "../testing/renderApp";
import { keptLeftToRight, showArabic } from "../testing/rightToLeft";
import { ada } from "../testing/testAccounts";

function letter(query: string, newEmail: string | null = null): SentMail {
  return { email: ada.email, newEmail, query };
}

const reset = letter("mode=resetPassword&oobCode=code-1");
const verify = letter("mode=verifyEmail&oobCode=code-2");
const change = letter("mode=verifyAndChangeEmail&oobCode=code-3", "ada@new.example");

/** A service whose inbox holds these messages, oldest first, as the emulator lists them. */
function withMail(mail: SentMail[]) {
  const identity = new FakeIdentityService();
  identity.inbox.sentMail.mockResolvedValue(mail);
  return identity;
}

/** Makes each read of the mail wait until the test answers it, in whatever order it likes. */
function holdReads(identity: FakeIdentityService) {
  const reads: { answer: (mail: SentMail[]) => void; fail: (error: Error) => void }[] = [];
  identity.inbox.sentMail.mockImplementation(
    () =>
      new Promise((answer, fail) => {
        reads.push({ answer, fail });
      }),
  );
  return reads;
}

async function renderInbox(identity = new FakeIdentityService()) {
  const rendered = renderApp("/inbox", identity);
  await screen.findByRole("heading", { level: 1, name: "Emulator inbox" });
  return rendered;
}

describe("InboxPage", () => {
  withAppStylesheet();

  it("lists the mail newest first, each with a link to this app's action page", async () => {
    await renderInbox(withMail([reset, verify, change]));

    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Change e-mail, to ada@new.example (changing from ada@example.com): Open link",
      "Verify e-mail, to ada@example.com: Open link",
      "Reset password, to ada@example.com: Open link",
    ]);
    const links = items.map((item) =>
      within(item).getByRole("link", { name: "Open link" }).getAttribute("href"),
    );
    expect(links).toEqual([change, verify, reset].map(({ query }) => `/auth/action?${query}`));
    expect(screen.getByRole("status")).toHaveTextContent("3 e-mails, newest first.");
  });

  it("isolates each address in a right-to-left language, and a new address only where there is one", async () => {
    showArabic();
    await renderInbox(withMail([reset, change]));

    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      `Change e-mail, to ${keptLeftToRight("ada@new.example")} (changing from ${keptLeftToRight(ada.email)}): Open link`,
      `Reset password, to ${keptLeftToRight(ada.email)}: Open link`,
    ]);
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
    await renderInbox(
      withMail([
        letter("mode=revertSecondFactorAddition&oobCode=code-0"),
        letter("mode=recoverEmail&oobCode=code-1"),
        letter("mode=signIn&oobCode=code-2"),
        letter("oobCode=code-3"),
      ]),
    );

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
    await act(async () => {
      reads[0]?.answer([reset]);
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
      reads[3]?.answer([reset, verify]);
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
    const identity = new FakeIdentityService();
    identity.inbox.sentMail.mockResolvedValueOnce([]).mockResolvedValue([reset]);
    const { user } = await renderInbox(identity);
    await screen.findByText("No e-mail yet.");

    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findByText("1 e-mail.")).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("Reset password, to ada@example.com");
  });

  it("says in its live region when the mail cannot be read, and reads it on Refresh", async () => {
    const identity = withMail([reset, verify, change]);
    identity.inbox.sentMail.mockRejectedValueOnce(new Error("The Auth emulator's mail: 500"));
    const { user } = await renderInbox(identity);

    const status = await screen.findByText(
      "The inbox could not be read. Is the Auth emulator running? Press Refresh to try again.",
    );
    expect(status).toHaveAttribute("role", "status");
    // The failure's own words beside the sentence, not in it: English, whatever the page's.
    expect(within(status).getByText("The Auth emulator's mail: 500")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("status")).toHaveStyle({ color: themeColour("--failed") });
    expect(screen.queryByRole("list")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveStyle({ color: themeColour("--muted") });
  });

  it("is a bug, said and reported as one, on a service without an inbox", async () => {
    const identity = new FakeIdentityService();
    // As the Firebase module is on a build for a real project, which has no route to this page.
    Object.assign(identity, { inbox: null });
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    renderApp("/inbox", identity);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    // Reported by React, as every error a page throws while rendering.
    expect(logged.mock.calls.flat()).toContainEqual(
      new Error("The inbox page is on a build whose service has no inbox."),
    );
    logged.mockClear(); // checked: not a log for setup.ts to fail the test on
  });

  it("lists the texted codes newest first, each with its number, beside the mail", async () => {
    const identity = withMail([reset, verify, change]);
    identity.inbox.sentTexts.mockResolvedValue([
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

  it("says one text alone, before saying there is no e-mail", async () => {
    const identity = new FakeIdentityService();
    identity.inbox.sentTexts.mockResolvedValue([{ phoneNumber: "+15555550100", code: "045107" }]);
    await renderInbox(identity);

    expect(await screen.findByText("1 text. No e-mail yet.")).toHaveAttribute("role", "status");
    expect(screen.getByRole("listitem")).toHaveTextContent("Code 045107, to +15555550100");
    expect(screen.queryByRole("list", { name: "E-mail" })).toBeNull();
  });

  it("reads the texts again on Refresh", async () => {
    const identity = new FakeIdentityService();
    identity.inbox.sentTexts
      .mockResolvedValueOnce([])
      .mockResolvedValue([{ phoneNumber: "+15555550100", code: "045107" }]);
    const { user } = await renderInbox(identity);
    await screen.findByText("No e-mail yet.");
    expect(screen.queryByRole("list", { name: "Texts" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findByText("Code 045107, to +15555550100")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 text. No e-mail yet.");
  });

  it("says in its live region when the texts cannot be read", async () => {
    const identity = new FakeIdentityService();
    identity.inbox.sentTexts.mockRejectedValue(new Error("The Auth emulator's texts: 500"));
    await renderInbox(identity);

    const status = await screen.findByText(
      "The inbox could not be read. Is the Auth emulator running? Press Refresh to try again.",
    );
    expect(status).toHaveTextContent(/ The Auth emulator's texts: 500$/);
    expect(status).toHaveStyle({ color: themeColour("--failed") });
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
