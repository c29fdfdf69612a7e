import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/App";
import { reportCaughtError } from "./app/PageErrorBoundary";
import { AuthProvider } from "./auth/AuthProvider";
import { createAuthStore } from "./auth/authStore";
import { checkSessionWhenShown } from "./auth/checkSessionWhenShown";
import { recaptchaEnterprise } from "./config/appConfig";
import { LoadingScreen } from "./components/LoadingScreen";
import { startFirebase } from "./firebase/startFirebase";
import { i18n } from "./i18n/i18n";
import { followLanguage, startLanguage } from "./i18n/language";
import { takeLinkCode } from "./lib/linkCode";
import { allowRecaptchaScripts } from "./lib/recaptchaScriptPolicy";
import "./styles.css";

takeLinkCode();

// Before the SDK can load reCAPTCHA, which the deployed CSP's Trusted Types refuse without this
// policy. Only the reCAPTCHA build makes it (and has it): the other's CSP allows no policy.
if (recaptchaEnterprise) allowRecaptchaScripts();

const identity = startFirebase();
// The service's mails, texts and reCAPTCHA in the language shown: kept until its SDK has loaded.
followLanguage((code) => void identity.setLanguage(code));
const auth = createAuthStore(identity);
checkSessionWhenShown(auth);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

// The first render waits for the visitor's language, when it is not English (in the first load).
void startLanguage().then(() => {
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {/* Navigations commit at once, not as transitions: a change of page and of the auth state
          (deleting the account, say) then land in one commit, with no guard's screen in between. */}
        <BrowserRouter useTransitions={false}>
          <AuthProvider store={auth} fallback={<LoadingScreen />}>
            <App />
          </AuthProvider>
        </BrowserRouter>
      </I18nProvider>
    </StrictMode>,
  );
});
