// What the Firebase module adds to the contract of signing out everywhere, on the Auth emulator:
// the function's answers made here, so that its refusals and an unreachable server are seen from
// the app's side. The function answers itself in identityContract.signOutEverywhere.ts.
import { deleteApp } from "@firebase/app";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  expectSessionKept,
  PASSWORD,
  refused,
  signedInAccount,
} from "../testing/contract/identityContract.shared";
import { connectFirebase } from "./connectFirebase";
import { mayHaveSession } from "./storedSession";

let page: ReturnType<typeof connectFirebase> | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  if (!page) return;
  await page.identity.signOut();
  await deleteApp((await page.load()).app);
  page = undefined;
});

/** The function answers `answer()`; every other request goes where it was sent. */
function functionAnswering(answer: () => Promise<Response>) {
  const passOn = globalThis.fetch;
  // The Functions client posts to its URL, a string.
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
    input.endsWith("/signOutEverywhere") ? answer() : passOn(input, init),
  );
}

describe("signing out everywhere, when the function fails", () => {
  it.each([
    [
      "refuses",
      () =>
        Promise.resolve(
          Response.json({ error: { status: "PERMISSION_DENIED", message: "x" } }, { status: 403 }),
        ),
      "functions/permission-denied",
    ],
    [
      "cannot be reached",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "functions/internal",
    ],
  ])(
    "keeps the session when the server %s, rejecting with the client's code",
    async (_, answer, code) => {
      page = connectFirebase();
      const account = await signedInAccount(page.identity);
      await page.identity.confirmPassword(PASSWORD);
      functionAnswering(answer);

      await refused(page.identity.signOutEverywhere(), code);

      await page.identity.checkSession();
      expect(mayHaveSession()).toBe(true);
      await expectSessionKept(page.identity, account);
    },
  );
});
