import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { loadChunk } from "../lib/loadChunk";
import { LanguageSwitcher } from "../components/LanguageSwitcher";
import { LoadingScreen } from "../components/LoadingScreen";
import { authEmulatorUrl } from "../config/appConfig";
import { HomePage } from "../pages/HomePage";
import { InboxPage } from "../pages/InboxPage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { ProtectedPage } from "../pages/ProtectedPage";
import { SignInPage } from "../pages/SignInPage";
import { SignUpPage } from "../pages/SignUpPage";
import { AnonymousOnly } from "./AnonymousOnly";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { SignedInOnly } from "./SignedInOnly";

// The screens beyond the spec's are their own chunks: the first load of the spec's screens does
// not carry them.
const ForgotPasswordPage = lazy(() =>
  loadChunk(() => import("../pages/ForgotPasswordPage")).then((page) => ({
    default: page.ForgotPasswordPage,
  })),
);
const ActionPage = lazy(() =>
  loadChunk(() => import("../pages/ActionPage")).then((page) => ({ default: page.ActionPage })),
);
const SecondFactorPage = lazy(() =>
  loadChunk(() => import("../pages/SecondFactorPage")).then((page) => ({
    default: page.SecondFactorPage,
  })),
);
const AccountPage = lazy(() =>
  loadChunk(() => import("../pages/AccountPage")).then((page) => ({ default: page.AccountPage })),
);

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
            {/* Decided at build time: a build for a real project has no inbox, and no code for it.
            Imported statically, since the bundler would still write a lazy chunk of it. */}
            {authEmulatorUrl !== null && <Route path="/inbox" element={<InboxPage />} />}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
      <LanguageSwitcher />
    </>
  );
}
