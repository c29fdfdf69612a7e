import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { LANGUAGES } from "../i18n/languages";
import { chooseLanguage } from "../i18n/language";
import { ChunkLoadError } from "../lib/loadChunk";

/**
 * The visitor's language, on every page of the app: below the page, never inside one of its
 * forms. Each language is named in itself, so that a visitor lost in another can find theirs.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const [failed, setFailed] = useState(false);

  function choose(code: string) {
    setFailed(false);
    chooseLanguage(code).catch((error: unknown) => {
      // A catalog that could not load (offline) is said; anything else is a bug, reported.
      if (!(error instanceof ChunkLoadError)) console.error("The language was not changed.", error);
      setFailed(true);
    });
  }

  return (
    <footer className="language">
      <label htmlFor="language">{t`Language`}</label>
      <select
        id="language"
        value={i18n.locale}
        onChange={(event) => {
          choose(event.target.value);
        }}
      >
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
      {/* An alert, announced as it appears: the switcher has no status to say otherwise. */}
      {failed && (
        <p role="alert">
          {t`That language could not be loaded. Check your connection, then try again.`}
        </p>
      )}
    </footer>
  );
}
