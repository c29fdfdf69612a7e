import { Secret, TOTP } from "otpauth";
import type { FakeIdentityService } from "./FakeIdentityService";

/** For tests: the newest code the fake has texted to `phoneNumber`, not yet used. */
export async function lastTextedCode(
  identity: FakeIdentityService,
  phoneNumber: string,
): Promise<string> {
  const texts = await identity.sentTexts();
  const text = texts.filter((one) => one.phoneNumber === phoneNumber).at(-1);
  if (!text) throw new Error(`No code was texted to ${phoneNumber}.`);
  return text.code;
}

/** For tests: the code an authenticator app given this base32 secret shows now. */
export function authenticatorAppCode(secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret) });
}
