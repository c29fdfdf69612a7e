import { act, render, screen } from "../testing/testingLibrary";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../app/App";
import type { ActionCodeInfo } from "../auth/IdentityService";
import { AuthProvider } from "../auth/AuthProvider";
import { createAuthStore } from "../auth/authStore";
import { forgetLinkCode, linkCodeFromLoad, takeLinkCode } from "../lib/linkCode";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { actionPath, LINK_CODE } from "../testing/renderApp";
import { ada } from "../testing/testAccounts";

// The link's code out of the address and the history once read (the app's part of keeping it out
// of the browser), in StrictMode as in development, where effects run twice.

const CONTINUE_URL = `${window.location.origin}/account`;
const VERIFY: ActionCodeInfo = { mode: "verifyEmail", email: ada.email, currentEmail: null };
const RESET: ActionCodeInfo = { mode: "resetPassword", email: ada.email, currentEmail: null };
const GONE =
  "This page was reloaded, or opened again from the history, so the link's one-time code is no longer here: the page takes it out of the address as soon as it has read it. If you have not used the link yet, open it again from the e-mail.";

type Entry = string | Location;

/** Reports the router's location, and hands out its navigate, as the address bar and Back would. */
function RouterSpy({ onChange }: { onChange: (location: Location, go: NavigateFunction) => void }) {
  const location = useLocation();
  const go = useNavigate();
  useLayoutEffect(() => {
    onChange(location, go);
  }, [location, go, onChange]);
  return null;
}

/** The whole app at these history entries, at the last one, as main.tsx renders it. */
function openAt(entries: Entry[], identity: FakeIdentityService) {
  let location: Location | undefined;
  let go: NavigateFunction | undefined;
  const spy = (now: Location, navigate: NavigateFunction) => {
    location = now;
    go = navigate;
  };
  // StrictMode at the root, as main.tsx has it: only there does React run a first mount's
  // effects twice.
  const rendered = render(
    <MemoryRouter initialEntries={entries} useTransitions={false}>
      <AuthProvider store={createAuthStore(identity)}>
        <App />
      </AuthProvider>
      <RouterSpy onChange={spy} />
    </MemoryRouter>,
    { reactStrictMode: true },
  );
  return {
    ...rendered,
    user: userEvent.setup({ delay: null }),
    location: () => {
      if (!location) throw new Error("The router has not rendered.");
      return location;
    },
    /** Back (-1) or forward (1) through the history, as the browser's buttons do, or to a path. */
    go: (to: number | string) =>
      act(async () => {
        await (typeof to === "number" ? go?.(to) : go?.(to));
      }),
  };
}

/** Everything the browser keeps of an entry: its address and its state. */
function kept(location: Location): string {
  return `${location.pathname}${location.search}${location.hash} ${JSON.stringify(location.state)}`;
}

function linkFor(info: ActionCodeInfo, code = LINK_CODE) {
  const identity = new FakeIdentityService({ users: [ada] });
  identity.checkActionCode.mockResolvedValue(info);
  return {
    identity,
    path: actionPath({ mode: info.mode, oobCode: code, continueUrl: CONTINUE_URL, lang: "en" }),
  };
}

async function expectCodeGone(newLink: string | null) {
  expect(
    await screen.findByRole("heading", { level: 1, name: "Open the link again" }),
  ).toBeInTheDocument();
  expect(screen.getByText(GONE)).toBeInTheDocument();
  // Its other ways on are every unusable link's (ActionPage.test.tsx).
  const request = screen.queryByRole("link", { name: "Request a new link" });
  expect(request?.getAttribute("href") ?? null).toBe(newLink);
}

describe("ActionPage, the link's code", () => {
  afterEach(() => {
    forgetLinkCode();
    history.replaceState(null, "", "/");
  });

  it("taken from the address as the page loaded, is the page's alone once it shows", async () => {
    const { identity, path } = linkFor(VERIFY);
    // As main.tsx does before anything waits: the code out of the address, into memory.
    history.replaceState(null, "", `${path}&apiKey=the-key`);
    takeLinkCode();
    const loaded = `${location.pathname}${location.search}`;
    const { user } = openAt([loaded], identity);
    await screen.findByRole("button", { name: "Verify e-mail address" });

    expect(linkCodeFromLoad()).toBeNull();
    await user.click(screen.getByRole("button", { name: "Verify e-mail address" }));
    expect(await screen.findByText(`${ada.email} is verified.`)).toBeInTheDocument();
    expect(identity.applyActionCode).toHaveBeenCalledExactlyOnceWith(LINK_CODE);
  });

  it("leaves the address once read, with the API key, the rest kept, and is used from memory", async () => {
    const { identity, path } = linkFor(VERIFY);
    const { user, location } = openAt([`${path}&apiKey=the-key`], identity);
    await screen.findByRole("button", { name: "Verify e-mail address" });

    const query = new URLSearchParams(location().search);
    expect(query.has("oobCode")).toBe(false);
    expect(query.has("apiKey")).toBe(false);
    expect(query.get("mode")).toBe("verifyEmail");
    expect(query.get("continueUrl")).toBe(CONTINUE_URL);
    expect(query.get("lang")).toBe("en");
    expect(kept(location())).not.toContain(LINK_CODE);

    await user.click(screen.getByRole("button", { name: "Verify e-mail address" }));

    expect(await screen.findByText(`${ada.email} is verified.`)).toBeInTheDocument();
    expect(identity.applyActionCode).toHaveBeenCalledExactlyOnceWith(LINK_CODE);
    expect(identity.checkActionCode.mock.calls.every(([code]) => code === LINK_CODE)).toBe(true);
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/account");
  });

  it("is in no entry of the history: back and forward find it gone, and say how to go on", async () => {
    const { identity, path } = linkFor(RESET);
    const { location, go } = openAt(["/", path], identity);
    await screen.findByRole("button", { name: "Save password" });

    await go(-1);
    expect(location().pathname).toBe("/");
    await go(1);

    expect(location().pathname).toBe("/auth/action");
    expect(kept(location())).not.toContain(LINK_CODE);
    await expectCodeGone("/auth/forgot-password");
  });

  it("is gone after a reload before the press, which says so, unlike a link that never had one", async () => {
    const { identity, path } = linkFor(RESET);
    const first = openAt([path], identity);
    await screen.findByRole("button", { name: "Save password" });
    const address = first.location();
    first.unmount();
    identity.checkActionCode.mockClear();

    // A reload: the same address and state, in a new page that has nothing in memory.
    const reloaded = openAt([address], identity);
    await expectCodeGone("/auth/forgot-password");
    expect(identity.checkActionCode).not.toHaveBeenCalled();
    reloaded.unmount();

    openAt([actionPath({ mode: "resetPassword", continueUrl: CONTINUE_URL })], identity);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link can't be used" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^This link is incomplete\./)).toBeInTheDocument();
    expect(screen.queryByText(GONE)).toBeNull();
  });

  it("of a link this app does not handle leaves the address too", async () => {
    const { location } = openAt(
      [actionPath({ mode: "signIn", oobCode: LINK_CODE })],
      new FakeIdentityService(),
    );

    expect(
      await screen.findByText("This app does not handle this kind of link."),
    ).toBeInTheDocument();
    expect(location().search).toBe("?mode=signIn");
    expect(kept(location())).not.toContain(LINK_CODE);
  });

  it.each([
    ["no mode", actionPath({ oobCode: LINK_CODE })],
    ["an empty code", actionPath({ mode: "resetPassword", oobCode: "" })],
  ])("of a link with %s: incomplete, and still said so after a reload", async (_, path) => {
    const identity = new FakeIdentityService();
    const first = openAt([path], identity);
    await screen.findByText(/^This link is incomplete\./);
    const address = first.location();
    first.unmount();

    openAt([address], identity);

    expect(await screen.findByText(/^This link is incomplete\./)).toBeInTheDocument();
    expect(screen.queryByText(GONE)).toBeNull();
    expect(identity.checkActionCode).not.toHaveBeenCalled();
  });

  it("of a second link opened on the same page is read, and leaves the address, in its turn", async () => {
    const { identity, path } = linkFor(VERIFY);
    const { user, location, go } = openAt([path], identity);
    await screen.findByRole("button", { name: "Verify e-mail address" });

    await go(actionPath({ mode: "verifyEmail", oobCode: "code-2" }));
    await screen.findByRole("button", { name: "Verify e-mail address" });
    expect(identity.checkActionCode).toHaveBeenLastCalledWith("code-2");
    expect(kept(location())).not.toContain("code-2");
    await user.click(screen.getByRole("button", { name: "Verify e-mail address" }));
    expect(await screen.findByText(`${ada.email} is verified.`)).toBeInTheDocument();
    expect(identity.applyActionCode).toHaveBeenCalledExactlyOnceWith("code-2");

    // Back on the first link's entry, the page does not hold that one's code: only the second's.
    await go(-1);
    await expectCodeGone(null);
  });
});
