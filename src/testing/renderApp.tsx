import { act, render, screen } from "./testingLibrary";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { App } from "../app/App";
import type { ActionCodeInfo } from "../auth/IdentityService";
import { AuthProvider } from "../auth/AuthProvider";
import { createAuthStore, type AuthStore } from "../auth/authStore";
import { LoadingScreen } from "../components/LoadingScreen";
import { FakeIdentityService } from "./FakeIdentityService";

// Tests read the URL through this spy, since MemoryRouter has no address bar to look at. A layout
// effect runs in the same commit as the DOM change, so the path is current once findBy* resolves.
function LocationSpy({ onChange }: { onChange: (path: string) => void }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    onChange(pathname);
  }, [pathname, onChange]);
  return null;
}

/**
 * Renders the whole app at `path`, as main.tsx does (Lingui's provider comes with every render,
 * setup.ts), with an in-memory identity service. Pass a `store` made earlier to render after it
 * has had the service's first report.
 */
export function renderApp(
  path = "/",
  identity: FakeIdentityService = new FakeIdentityService(),
  store: AuthStore = createAuthStore(identity),
) {
  let currentPath = path;
  const result = render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <AuthProvider store={store} fallback={<LoadingScreen />}>
        <App />
      </AuthProvider>
      <LocationSpy
        onChange={(pathname) => {
          currentPath = pathname;
        }}
      />
    </MemoryRouter>,
  );
  return {
    ...result,
    identity,
    // No pause between keystrokes: nothing here depends on typing speed, and it keeps the suite fast.
    user: userEvent.setup({ delay: null }),
    currentPath: () => currentPath,
  };
}

/** Like renderApp, once the first auth report has replaced the loading screen with a page. */
export async function renderPage(
  path = "/",
  identity: FakeIdentityService = new FakeIdentityService(),
) {
  const rendered = renderApp(path, identity);
  // The first report comes in a microtask. Taking it inside act() also runs the page's effects
  // (document.title, focus) before the test goes on, which waiting for the DOM would not.
  await act(() => Promise.resolve());
  screen.getByRole("heading", { level: 1 });
  return rendered;
}

/** The code of every mailed link a test opens. */
export const LINK_CODE = "code-1";

/** The action page's address for a mailed link with exactly these parameters. */
export function actionPath(params: Record<string, string>): string {
  return `/auth/action?${new URLSearchParams(params).toString()}`;
}

/**
 * Renders the app at a mailed link of `info.mode` (with `continueUrl`, if given), whose code the
 * service reads as `info`.
 */
export function renderLink(
  identity: FakeIdentityService,
  info: ActionCodeInfo,
  continueUrl?: string,
) {
  identity.checkActionCode.mockResolvedValue(info);
  const params = { mode: info.mode, oobCode: LINK_CODE };
  return renderApp(
    actionPath(continueUrl === undefined ? params : { ...params, continueUrl }),
    identity,
  );
}
