import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Link, Route, Routes } from "react-router";
import { messages } from "./locales/en.po";

// The least an app on the same libraries can be: two routes, a link, one translated text, its
// English catalog loaded as the app loads it (src/i18n/i18n.ts). The second route is loaded when
// opened, as the app's later pages are: Vite's loader of such chunks is the bundler's weight.
i18n.loadAndActivate({ locale: "en", messages });

function Home() {
  const { t } = useLingui();
  return <Link to="/other">{t`Other page`}</Link>;
}

const Other = lazy(() => import("./Other"));

const root = document.getElementById("root");
if (!root) throw new Error("No #root element.");
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route
            path="/other"
            element={
              <Suspense>
                <Other />
              </Suspense>
            }
          />
        </Routes>
      </BrowserRouter>
    </I18nProvider>
  </StrictMode>,
);
