import { Link } from "react-router";
import { authEmulatorUrl } from "../config/appConfig";

/** Where the mail just "sent" can be read: the Auth emulator sends none. */
export function InboxHint() {
  // Decided at build time: a build for a real project has no inbox to point at.
  if (authEmulatorUrl === null) return null;
  return (
    <p>
      This app runs on the Auth emulator, which sends no e-mail: open the{" "}
      <Link to="/inbox">emulator&apos;s inbox</Link>.
    </p>
  );
}
