import { FakeIdentityService } from "./FakeIdentityService";

/**
 * The tests' user. Her password is in mixed case: a form that changed the case of what was typed
 * would not sign her in.
 */
export const ada = { email: "ada@example.com", password: "Secret123" };

/** Another user, for the tests that need a second account or a new one. */
export const grace = { email: "grace@example.com", password: "Hopper456" };

/** A service that holds Ada's account, nobody signed in. */
export function withAda(): FakeIdentityService {
  return new FakeIdentityService({ users: [ada] });
}

/** A service that holds Ada's account, with Ada signed in. */
export function signedInAsAda(): FakeIdentityService {
  return new FakeIdentityService({ users: [ada], signedInAs: ada.email });
}
