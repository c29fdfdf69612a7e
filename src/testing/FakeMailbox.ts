import type { ActionCodeInfo, ActionMode, SentMail } from "../auth/IdentityService";
import { serviceError } from "./serviceError";

interface Letter {
  mode: ActionMode;
  email: string;
  newEmail: string | null;
  /** Where the link leads on; null for a mail the service sends unasked (a factor added). */
  continueUrl: string | null;
  /** For a link that reverts a factor's addition: the factor it removes. */
  factorId?: string;
}

/**
 * The fake's mailed links, as the Auth emulator keeps them: each send makes a new code, the older
 * ones stay valid, and a code is gone once used. Codes never expire (nor do the emulator's).
 */
export class FakeMailbox {
  private readonly letters = new Map<string, Letter>();

  send(letter: Letter): void {
    this.letters.set(`code-${crypto.randomUUID()}`, letter);
  }

  check(code: string): ActionCodeInfo {
    const { mode, email, newEmail } = this.find(code);
    return mode === "verifyAndChangeEmail"
      ? { mode, email: newEmail ?? "", currentEmail: email }
      : { mode, email, currentEmail: null };
  }

  /** Uses up `code` if it was made for one of `modes`. */
  take(code: string, modes: ActionMode[]): Letter {
    const letter = this.find(code);
    if (!modes.includes(letter.mode)) throw serviceError("invalid-action-code");
    this.letters.delete(code);
    return letter;
  }

  sent(): SentMail[] {
    return [...this.letters].map(([oobCode, { mode, email, newEmail, continueUrl }]) => ({
      email,
      newEmail,
      query: new URLSearchParams({
        mode,
        oobCode,
        ...(continueUrl === null ? {} : { continueUrl }),
        lang: "en",
      }).toString(),
    }));
  }

  /** The letter that carried `code`, while the code is unused. */
  find(code: string): Letter {
    const letter = this.letters.get(code);
    if (!letter) throw serviceError("invalid-action-code");
    return letter;
  }
}
