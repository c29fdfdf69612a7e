import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { SentMail } from "../auth/IdentityService";
import { useAuth } from "../auth/useAuth";
import { Page } from "../components/Page";

/** What each mailed link is for, by its query's `mode` (null when it has none). */
const KINDS = new Map<string | null, string>([
  ["resetPassword", "Reset password"],
  ["verifyEmail", "Verify e-mail"],
  ["verifyAndChangeEmail", "Change e-mail"],
  ["recoverEmail", "Recover e-mail"],
]);

/** The mail the Auth emulator would have sent, with links to this app's own action page. */
export function InboxPage() {
  const { identity } = useAuth();
  return (
    <Page title="Emulator inbox">
      <p>
        The Auth emulator sends no e-mail: it keeps each message it would have sent, and this page
        lists them.
      </p>
      {identity.sentMail ? (
        <SentMailList read={identity.sentMail} />
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

type Reading =
  | { status: "reading"; mail: SentMail[] | null }
  | { status: "read"; mail: SentMail[] }
  | { status: "failed"; mail: SentMail[] | null; reason: string };

function SentMailList({ read }: { read: () => Promise<SentMail[]> }) {
  const [reading, setReading] = useState<Reading>({ status: "reading", mail: null });
  // A new object for each Refresh, so that the effect reads again.
  const [request, setRequest] = useState({});

  // An effect, not a read held in state for use(): Refresh keeps the list on screen while it reads,
  // and a failed read keeps the last list, which a new promise does not have.
  useEffect(() => {
    // Only the latest read may show: an earlier one can answer after it.
    let latest = true;
    read().then(
      (mail) => {
        if (latest) setReading({ status: "read", mail });
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (latest) setReading((last) => ({ status: "failed", mail: last.mail, reason }));
      },
    );
    return () => {
      latest = false;
    };
  }, [read, request]);

  function refresh() {
    setReading((last) => ({ status: "reading", mail: last.mail }));
    setRequest({});
  }

  // The service lists the oldest first; the newest is the one just asked for.
  const newestFirst = [...(reading.mail ?? [])].reverse();
  return (
    <>
      <button type="button" onClick={refresh}>
        Refresh
      </button>
      <p className={reading.status === "failed" ? "status failed" : "status"} role="status">
        {statusText(reading)}
      </p>
      {newestFirst.length > 0 && (
        <ul>
          {newestFirst.map(({ email, newEmail, query }) => (
            <li key={query}>
              {KINDS.get(new URLSearchParams(query).get("mode")) ?? "Other link"}, to{" "}
              {newEmail === null ? email : `${newEmail} (changing from ${email})`}:{" "}
              <Link to={`/auth/action?${query}`}>Open link</Link>
            </li>
          ))}
        </ul>
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
    case "read": {
      const count = reading.mail.length;
      if (count === 0) return "No e-mail yet.";
      return count === 1 ? "1 e-mail." : `${String(count)} e-mails, newest first.`;
    }
  }
}
