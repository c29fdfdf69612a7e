// The Auth emulator's text messages, read as a test's phone: every second-factor code it would have
// texted is at GET /emulator/v1/projects/<id>/verificationCodes (docs/EMULATOR.md). As with the
// mail, the list is shared by every test; a code is gone from it once used.
import { randomInt } from "node:crypto";
import { expect } from "@playwright/test";
import { AUTH_EMULATOR_URL, EMULATOR_PROJECT_ID } from "../../src/config/readAppConfig.ts";

const EMULATOR = `${AUTH_EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}`;

/** One text the emulator would have sent; `sessionInfo` is the SDK's verification id. */
export interface Text {
  code: string;
  phoneNumber: string;
  sessionInfo: string;
}

async function unusedTexts(): Promise<Text[]> {
  const response = await fetch(`${EMULATOR}/verificationCodes`);
  if (!response.ok) throw new Error(`verificationCodes: ${response.status}`);
  return ((await response.json()) as { verificationCodes: Text[] }).verificationCodes;
}

/** The unused texts to `phoneNumber`, oldest first. */
export async function textsTo(phoneNumber: string): Promise<Text[]> {
  return (await unusedTexts()).filter((text) => text.phoneNumber === phoneNumber);
}

/** The unused text sent for this `sessionInfo` (one send's verification id), if any. */
export async function textFor(sessionInfo: string): Promise<Text | undefined> {
  return (await unusedTexts()).find((text) => text.sessionInfo === sessionInfo);
}

/** Waits until `phoneNumber` has a text that `isNew` accepts; resolves to the newest such. */
async function awaitText(phoneNumber: string, isNew: (text: Text) => boolean): Promise<Text> {
  let found: Text | undefined;
  await expect
    .poll(async () => (found = (await textsTo(phoneNumber)).filter(isNew).at(-1)), {
      message: `a text to ${phoneNumber}`,
    })
    .toBeDefined();
  return found as Text;
}

/**
 * The code of the newest unused text to `phoneNumber`, once there is one. For a number with no
 * unused text before the step that sends one; for a resend, see `nextText`.
 */
export async function textedCode(phoneNumber: string): Promise<string> {
  return (await awaitText(phoneNumber, () => true)).code;
}

/**
 * Notes the texts `phoneNumber` has now; `code()` then waits for one sent after, and resolves to
 * its code. Call it before the step that sends, so that an earlier unused code is never taken.
 */
export async function nextText(phoneNumber: string): Promise<{ code: () => Promise<string> }> {
  const before = new Set((await textsTo(phoneNumber)).map((text) => text.sessionInfo));
  return {
    code: async () => (await awaitText(phoneNumber, (text) => !before.has(text.sessionInfo))).code,
  };
}

/**
 * A phone number of its own for a test (+1 555, seven random digits): tests share one emulator and
 * run in parallel, so none reads another's texts. The emulator texts nobody.
 */
export function uniquePhoneNumber(): string {
  return `+1555${String(randomInt(1e7)).padStart(7, "0")}`;
}
