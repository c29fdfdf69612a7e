// The tests' accounts, made and checked on the Auth emulator through its REST API, outside any
// browser: the same for every suite, whichever back end drives the browser. A test that needs an
// account but does not test sign-up makes it here; the tests of sign-up use the form.
import { randomUUID } from "node:crypto";
import { AUTH_EMULATOR_URL, EMULATOR_API_KEY } from "../../src/config/readAppConfig.ts";

export { account } from "../../src/testing/shared/authEmulatorAdmin.ts";

/** The emulator accepts any password of 6 characters or more. */
export const PASSWORD = "correct-horse-battery";

/** A new address: tests share one emulator and run in parallel, so none reuses another's account. */
export function uniqueEmail(): string {
  return `e2e-${randomUUID()}@example.com`;
}

/** One call to the service's public REST API, as the app's SDK makes it. */
function identityCall(endpoint: string, body: object): Promise<Response> {
  return fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/${endpoint}?key=${EMULATOR_API_KEY}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    },
  );
}

/**
 * Creates an e-mail and password account, as a sign-up does: its address unverified, nobody
 * signed in. Resolves to the address.
 */
export async function createAccount(email = uniqueEmail(), password = PASSWORD): Promise<string> {
  const response = await identityCall("accounts:signUp", { email, password });
  if (!response.ok) {
    throw new Error(`accounts:signUp for ${email}: ${response.status} ${await response.text()}`);
  }
  return email;
}

/** Has the service mail a password reset link to `email`, as Forgot password? does. */
export async function mailPasswordReset(email: string): Promise<void> {
  const response = await identityCall("accounts:sendOobCode", {
    requestType: "PASSWORD_RESET",
    email,
  });
  if (!response.ok) {
    throw new Error(
      `accounts:sendOobCode for ${email}: ${response.status} ${await response.text()}`,
    );
  }
}

/**
 * Whether the service takes this password for this address now: a sign-in outside the browser, so
 * that the page under test keeps its own session.
 */
export async function signsIn(email: string, password: string): Promise<boolean> {
  const response = await identityCall("accounts:signInWithPassword", {
    email,
    password,
    returnSecureToken: true,
  });
  return response.ok;
}
