import type { SentText } from "../auth/IdentityService";
import { serviceError } from "./serviceError";

/**
 * The fake's texted codes, as the Auth emulator keeps them: each send makes a new random six-digit
 * code for a session of its own, listed oldest first; a wrong code leaves it, a used one is gone.
 */
export class FakeTexts {
  private readonly sessions = new Map<string, SentText>();

  /** Texts a new code to `phoneNumber`; returns the session that code completes. */
  send(phoneNumber: string): string {
    const session = crypto.randomUUID();
    const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0");
    this.sessions.set(session, { phoneNumber, code });
    return session;
  }

  /** Uses up the session's code, if `code` is it; returns the number it was texted to. */
  use(session: string | undefined, code: string): string {
    if (session === undefined) throw serviceError("missing-verification-id");
    const text = this.sessions.get(session);
    // As the emulator answers for a used session (its codes never expire).
    if (!text) throw serviceError("invalid-verification-id");
    if (text.code !== code) throw serviceError("invalid-verification-code");
    this.sessions.delete(session);
    return text.phoneNumber;
  }

  sent(): SentText[] {
    return [...this.sessions.values()].map((text) => ({ ...text }));
  }
}
