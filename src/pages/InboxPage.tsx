import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { SentMail, SentText } from "../auth/IdentityService";
import { useAuth } from "../auth/useAuth";
import { Page } from "../components/Page";

/** What each mailed link is for, by its query's `mode` (null when it has none). */
const KINDS = new Map<string | null, string>([
  ["resetPassword", "Reset password"],
  ["verifyEmail", "Verify e-mail"],
  ["verifyAndChangeEmail", "Change e-mail"],
  ["recoverEmail", "Recover e-mail"],
  ["revertSecondFactorAddition", "Remove second factor"],
]);

/**
 * The mail and texts the Auth emulator would have sent: the mail with links to this app's own
 * action page, the texts with their codes.
 */
export function InboxPage() {
  const { identity } = useAuth();
  return (
    <Page title="Emulator inbox">
      <p>
        The Auth emulator sends no e-mail and no texts: it keeps each message it would have sent,
        and this page lists them.
      </p>
      {identity.sentMail ? (
        <SentMessages readMail={identity.sentMail} readTexts={identity.sentTexts} />
      ) : (
        <p>
          This build uses a real Firebase project, which sends real e-mail: the inbox exists only on
          the Auth emulator.
        </p>
      )}
      <nav aria-label="Other pages" className="links">
        <Link to="/">Home</Link>
      </nav>
    </Page>
  );
}

interface Inbox {
  mail: SentMail[];
  texts: SentText[];
}

type Reading =
  | { status: "reading"; inbox: Inbox | null }
  | { status: "read"; inbox: Inbox }
  | { status: "failed"; inbox: Inbox | null; reason: string };

interface SentMessagesProps {
  readMail: () => Promise<SentMail[]>;
  /** Missing where the service keeps no texts: there are none to list. */
  readTexts: (() => Promise<SentText[]>) | undefined;
}

function SentMessages({ readMail, readTexts }: SentMessagesProps) {
  const [reading, setReading] = useState<Reading>({ status: "reading", inbox: null });
  // A new object for each Refresh, so that the effect reads again.
  const [request, setRequest] = useState({});
  const textsHeading = useId();
  const mailHeading = useId();

  // An effect, not a read held in state for use(): Refresh keeps the list on screen while it reads,
  // and a failed read keeps the last list, which a new promise does not have.
  useEffect(() => {
    // Only the latest read may show: an earlier one can answer after it.
    let latest = true;
    Promise.all([readMail(), readTexts?.() ?? []]).then(
      ([mail, texts]) => {
        if (latest) setReading({ status: "read", inbox: { mail, texts } });
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (latest) setReading((last) => ({ status: "failed", inbox: last.inbox, reason }));
      },
    );
    return () => {
      latest = false;
    };
  }, [readMail, readTexts, request]);

  function refresh() {
    setReading((last) => ({ status: "reading", inbox: last.inbox }));
    setRequest({});
  }

  // The service lists the oldest first; the newest is the one just asked for. A text has no id
  // of its own: its place in the service's list, oldest first, names it.
  const mail = [...(reading.inbox?.mail ?? [])].reverse();
  const texts = (reading.inbox?.texts ?? []).map((text, sent) => ({ ...text, sent })).reverse();
  return (
    <>
      <button type="button" onClick={refresh}>
        Refresh
      </button>
      <p className={reading.status === "failed" ? "status failed" : "status"} role="status">
        {statusText(reading)}
      </p>
      {texts.length > 0 && (
        <>
          <h2 id={textsHeading}>Texts</h2>
          <ul aria-labelledby={textsHeading}>
            {texts.map(({ phoneNumber, code, sent }) => (
              <li key={sent}>
                Code {code}, to {phoneNumber}
              </li>
            ))}
          </ul>
        </>
      )}
      {mail.length > 0 && (
        <>
          <h2 id={mailHeading}>E-mail</h2>
          <ul aria-labelledby={mailHeading}>
            {mail.map(({ email, newEmail, query }) => (
              <li key={query}>
                {KINDS.get(new URLSearchParams(query).get("mode")) ?? "Other link"}, to{" "}
                {newEmail === null ? email : `${newEmail} (changing from ${email})`}:{" "}
                <Link to={`/auth/action?${query}`}>Open link</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function statusText(reading: Reading): string {
  switch (reading.status) {
    case "reading":
      return "Reading the inbox...";
    case "failed":
      return (
        `The inbox could not be read (${reading.reason}). ` +
        "Is the Auth emulator running? Press Refresh to try again."
      );
    case "read":
      // The texts first: the mail's count ends the line, as it did before there were texts.
      return [textsCount(reading.inbox.texts.length), mailCount(reading.inbox.mail.length)]
        .filter(Boolean)
        .join(" ");
  }
}

function textsCount(count: number): string {
  if (count === 0) return "";
  return count === 1 ? "1 text." : `${String(count)} texts, newest first.`;
}

function mailCount(count: number): string {
  if (count === 0) return "No e-mail yet.";
  return count === 1 ? "1 e-mail." : `${String(count)} e-mails, newest first.`;
}
