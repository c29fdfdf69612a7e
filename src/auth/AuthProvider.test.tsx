import { act, renderHook, screen } from "../testing/testingLibrary";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderApp, renderPage } from "../testing/renderApp";
import { ada, signedInAsAda } from "../testing/testAccounts";
import { AuthProvider } from "./AuthProvider";
import { createAuthStore } from "./authStore";
import { useAuth, useCurrentUser } from "./useAuth";

/** The text of every node inserted into the document while `change` ran, removed since or not. */
function nodesAddedWhile(change: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.body, { childList: true, subtree: true });
  change();
  const records = observer.takeRecords();
  observer.disconnect();
  return records.flatMap((record) => [...record.addedNodes].map((node) => node.textContent ?? ""));
}

describe("AuthProvider", () => {
  it("shows 'Loading...' instead of any route until the first report", async () => {
    renderApp("/");

    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "Firebase Auth Demo" })).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("does not flash the 404 page at /protected while a signed-in user loads", async () => {
    renderApp("/protected", signedInAsAda());

    // The guard must wait for the first report rather than treat 'loading' as anonymous.
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByText("404 Page Not Found")).not.toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "This is a Protected Page" }),
    ).toBeInTheDocument();
  });

  it("follows every change the service reports, not only its own calls", async () => {
    const identity = signedInAsAda();
    await renderPage("/", identity);
    expect(screen.getByText(`Current User : ${ada.email}`)).toBeInTheDocument();

    // As when the user signs out in another tab.
    await act(() => identity.signOut());

    expect(screen.getByText("Current User : None")).toBeInTheDocument();
  });

  it("shows the page at once when the first report came before React rendered", async () => {
    const identity = signedInAsAda();
    const store = createAuthStore(identity);
    await Promise.resolve(); // the first report

    const added = nodesAddedWhile(() => renderApp("/", identity, store));

    // render() flushes effects too, so the DOM after it cannot tell a loading screen committed
    // and replaced at once from none: every node React ever inserted can.
    expect(added.join("\n")).toContain(`Current User : ${ada.email}`);
    expect(added.join("\n")).not.toContain("Loading...");
  });
});

describe("useAuth", () => {
  it("throws a helpful error outside <AuthProvider>", () => {
    expect(() => renderHook(() => useAuth())).toThrow(
      "useAuth() must be used inside <AuthProvider>.",
    );
  });
});

describe("useCurrentUser", () => {
  it.each([
    ["nobody is signed in", undefined, null],
    ["Ada is signed in", ada.email, expect.objectContaining({ email: ada.email }) as unknown],
  ])("answers when %s", async (_state, signedInAs, expected) => {
    const store = createAuthStore(new FakeIdentityService({ users: [ada], signedInAs }));
    await Promise.resolve(); // the first report
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthProvider store={store}>{children}</AuthProvider>
    );

    const { result } = renderHook(() => useCurrentUser(), { wrapper });

    expect(result.current).toEqual(expected);
  });
});
