import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router";
import type { EmulatorInbox, SentMail, SentText } from "../auth/IdentityService";
import { useAuth } from "../auth/useAuth";
import { Page } from "../components/Page";
import { leftToRight } from "../i18n/leftToRight";
import { useReading, type Reading } from "../lib/useReading";

/** What each mailed link is for, by its query's `mode` (null when it has none). */
const KINDS = new Map<string | null, MessageDescriptor>([
  ["resetPassword", msg`Reset password`],
  ["verifyEmail", msg`Verify e-mail`],
  ["verifyAndChangeEmail", msg`Change e-mail`],
  ["recoverEmail", msg`Recover e-mail`],
  ["revertSecondFactorAddition", msg`Remove second factor`],
]);

/** The mail and texts the Auth emulator would have sent, on an emulator build only. */
export function InboxPage() {
  const { t } = useLingui();
  const { inbox } = useAuth().identity;
  if (!inbox) throw new Error("The inbox page is on a build whose service has no inbox.");
  return (
    <Page title={t`Emulator inbox`}>
      <p>
        {t`The Auth emulator sends no e-mail and no texts: it keeps each message it would have sent, and this page lists them.`}
      </p>
      <SentMessages inbox={inbox} />
      <nav aria-label={t`Other pages`} className="links">
        <Link to="/">{t`Home`}</Link>
      </nav>
    </Page>
  );
}

interface Sent {
  mail: SentMail[];
  texts: SentText[];
}

/** The inbox's messages, newest first, read again on Refresh. */
function SentMessages({ inbox }: { inbox: EmulatorInbox }) {
  const { t } = useLingui();
  const { reading, reread } = useReading(async (): Promise<Sent> => {
    const [mail, texts] = await Promise.all([inbox.sentMail(), inbox.sentTexts()]);
    return { mail, texts };
  }, [inbox]);
  const textsHeading = useId();
  const mailHeading = useId();

  // A text has no id: its place in the service's list, oldest first, names it.
  const mail = [...(reading.value?.mail ?? [])].reverse();
  const texts = (reading.value?.texts ?? []).map((text, sent) => ({ ...text, sent })).reverse();
  return (
    <>
      <button type="button" onClick={reread}>
        {t`Refresh`}
      </button>
      <p className={reading.status === "failed" ? "status failed" : "status"} role="status">
        {statusText(reading, t)}
        {/* The failure's own words, the code's or the browser's, for whoever runs the emulator. */}
        {reading.status === "failed" && (
          <code lang="en" dir="ltr">
            {" "}
            {reading.error instanceof Error ? reading.error.message : String(reading.error)}
          </code>
        )}
      </p>
      {texts.length > 0 && (
        <>
          <h2 id={textsHeading}>{t({ comment: "The texts (SMS) sent", message: "Texts" })}</h2>
          <ul aria-labelledby={textsHeading}>
            {texts.map((text) => {
              const code = leftToRight(text.code);
              const phoneNumber = leftToRight(text.phoneNumber);
              return <li key={text.sent}>{t`Code ${code}, to ${phoneNumber}`}</li>;
            })}
          </ul>
        </>
      )}
      {mail.length > 0 && (
        <>
          <h2 id={mailHeading}>{t`E-mail`}</h2>
          <ul aria-labelledby={mailHeading}>
            {mail.map(({ query, ...letter }) => {
              const named = KINDS.get(new URLSearchParams(query).get("mode"));
              const kind = t(named ?? msg`Other link`);
              const email = leftToRight(letter.email);
              const newEmail = letter.newEmail === null ? null : leftToRight(letter.newEmail);
              // The link after the sentence, not inside it: a message holds no element.
              return (
                <li key={query}>
                  {newEmail === null
                    ? t`${kind}, to ${email}:`
                    : t`${kind}, to ${newEmail} (changing from ${email}):`}{" "}
                  <Link to={`/auth/action?${query}`}>{t`Open link`}</Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}

/** The inbox's state: being read, unreadable, or how many texts and e-mails, a sentence each. */
function statusText(reading: Reading<Sent>, t: ReturnType<typeof useLingui>["t"]): string {
  switch (reading.status) {
    case "reading":
      return t(msg`Reading the inbox...`);
    case "failed":
      return t(
        msg`The inbox could not be read. Is the Auth emulator running? Press Refresh to try again.`,
      );
    case "read": {
      const mail = t(mailCount(reading.value.mail.length));
      if (reading.value.texts.length === 0) return mail;
      const texts = t(textsCount(reading.value.texts.length));
      return t(
        msg({
          comment: "Two sentences, one after the other: how many texts, then how many e-mails.",
          // eslint-disable-next-line lingui/no-single-variables-to-translate -- spaced as the language spaces sentences (Japanese: not at all)
          message: `${texts} ${mail}`,
        }),
      );
    }
  }
}

function textsCount(count: number): MessageDescriptor {
  return msg`${plural(count, { one: "# text.", other: "# texts, newest first." })}`;
}

function mailCount(count: number): MessageDescriptor {
  if (count === 0) return msg`No e-mail yet.`;
  return msg`${plural(count, { one: "# e-mail.", other: "# e-mails, newest first." })}`;
}
