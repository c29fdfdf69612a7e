// The contract of IdentityService, checked on the Firebase implementation against the real Auth
// emulator (started by `npm run test:emulated`). The in-memory fake of the unit tests mimics it.
import { describe, expect, it } from "vitest";
import type { User } from "../auth/IdentityService";
import { readAppConfig } from "../config/readAppConfig";
import { END_ACCOUNT } from "../testing/authEmulatorAdmin";
import { createFirebaseIdentity } from "./firebaseIdentity";

const { identity } = createFirebaseIdentity(
  readAppConfig({}, "test", "https://example.com").service,
);

const reports: (User | null)[] = [];
let onReport = () => undefined;
identity.onUserChanged((user) => {
  reports.push(user);
  onReport();
});

/** Resolves with the listener's nth report, once it has come. */
function report(nth: number): Promise<User | null> {
  return new Promise((resolve) => {
    onReport = () => {
      if (reports.length >= nth) resolve(reports[nth - 1] ?? null);
    };
    onReport();
  });
}

const email = `contract-${Date.now()}@example.com`;
const password = "contract-password";

describe("Firebase identity service on the Auth emulator", () => {
  it("reports nobody signed in at first", async () => {
    expect(await report(1)).toBeNull();
  });

  it("creates an account and reports its user", async () => {
    await identity.signUp(email, password);
    expect(await report(2)).toEqual({
      uid: expect.any(String) as string,
      email,
      displayName: null,
    });
  });

  it("signs out and reports nobody", async () => {
    await identity.signOut();
    expect(await report(3)).toBeNull();
  });

  it("rejects a wrong password with the service's own message (the emulator names the cause)", async () => {
    await expect(identity.signIn(email, "wrong-password")).rejects.toThrow(
      "Firebase: Error (auth/wrong-password).",
    );
  });

  it("rejects a second account for the same e-mail", async () => {
    await expect(identity.signUp(email, password)).rejects.toThrow(
      "Firebase: Error (auth/email-already-in-use).",
    );
  });

  it("signs in with the right password and reports the user", async () => {
    await identity.signIn(email, password);
    expect(await report(4)).toMatchObject({ email, displayName: null });
    expect(reports).toHaveLength(4);
  });

  it("checks a session the service still holds, and keeps it", async () => {
    await identity.checkSession();
    expect(reports).toHaveLength(4);
  });

  it("signs out, at its check, a session whose account the service has deleted", async () => {
    const user = await report(4);
    await END_ACCOUNT.deleted(user?.uid ?? "");
    await identity.checkSession();
    expect(await report(5)).toBeNull();
  });
});
