import { lazy, Suspense, type ComponentType } from "react";
import { Route, Routes } from "react-router";
import { loadLaterMessages } from "../i18n/language";
import { loadChunk } from "../lib/loadChunk";
import { LanguageSwitcher } from "../components/LanguageSwitcher";
import { LoadingScreen } from "../components/LoadingScreen";
import { authEmulatorUrl } from "../config/appConfig";
import { HomePage } from "../pages/HomePage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { ProtectedPage } from "../pages/ProtectedPage";
import { SignInPage } from "../pages/SignInPage";
import { SignUpPage } from "../pages/SignUpPage";
import { AnonymousOnly } from "./AnonymousOnly";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { SignedInOnly } from "./SignedInOnly";

/**
 * A screen beyond the spec's, a chunk of its own so that the first load does not carry it: loaded
 * when its route is first opened, with the catalog of its messages in the language shown.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => {
    const [page] = await Promise.all([loadChunk(load), loadLaterMessages()]);
    return { default: page[name] };
  });
}

const ForgotPasswordPage = lazyPage(
  () => import("../pages/ForgotPasswordPage"),
  "ForgotPasswordPage",
);
const ActionPage = lazyPage(() => import("../pages/ActionPage"), "ActionPage");
const SecondFactorPage = lazyPage(() => import("../pages/SecondFactorPage"), "SecondFactorPage");
const AccountPage = lazyPage(() => import("../pages/AccountPage"), "AccountPage");
// The emulator's inbox. MODE is read here because the bundler drops an import only for a literal
// written in the same file: a real project's build then has no chunk of the page.
const InboxPage =
  import.meta.env.MODE === "production" || authEmulatorUrl === null
    ? null
    : lazyPage(() => import("../pages/InboxPage"), "InboxPage");

/** The route table of the spec, with its access rules, and the lifecycle's screens beside it. */
export function App() {
  return (
    <>
      <PageErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route element={<AnonymousOnly />}>
              <Route path="/auth/sign-in" element={<SignInPage />} />
              <Route path="/auth/sign-up" element={<SignUpPage />} />
              <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
              <Route path="/auth/second-factor" element={<SecondFactorPage />} />
            </Route>
            {/* Mailed links are opened signed in or not, in any tab. */}
            <Route path="/auth/action" element={<ActionPage />} />
            <Route element={<SignedInOnly />}>
              <Route path="/protected" element={<ProtectedPage />} />
              <Route path="/account" element={<AccountPage />} />
            </Route>
            {InboxPage && <Route path="/inbox" element={<InboxPage />} />}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
      <LanguageSwitcher />
    </>
  );
}
