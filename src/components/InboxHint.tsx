import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { authEmulatorUrl } from "../config/appConfig";

/** Where the mail just "sent" can be read: the Auth emulator sends none. */
export function InboxHint() {
  const { t } = useLingui();
  if (authEmulatorUrl === null) return null;
  // The link after the sentence, not inside it: a message holds no element.
  return (
    <p>
      {t`This app runs on the Auth emulator, which sends no e-mail. Read the mail in its inbox:`}{" "}
      <Link to="/inbox">
        {t({
          comment: "A link, ending the sentence before it, to the emulator's inbox.",
          message: "emulator's inbox",
        })}
      </Link>
    </p>
  );
}
