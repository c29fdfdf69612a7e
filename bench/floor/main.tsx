import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Link, Route, Routes } from "react-router";
import { messages } from "./locales/en.po";

// The least an app on the same libraries can be: two routes, a link, one translated text, its
// English catalog loaded as the app loads it (src/i18n/i18n.ts).
i18n.loadAndActivate({ locale: "en", messages });

function Home() {
  const { t } = useLingui();
  return <Link to="/other">{t`Other page`}</Link>;
}

const root = document.getElementById("root");
if (!root) throw new Error("No #root element.");
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/other" element={<Link to="/">Home</Link>} />
        </Routes>
      </BrowserRouter>
    </I18nProvider>
  </StrictMode>,
);
