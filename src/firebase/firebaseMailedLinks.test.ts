// Reading a mailed link's code, for the kinds of link the Auth emulator never makes: the service's
// answers (accounts:resetPassword, which the SDK's checkActionCode asks) as Google documents them.
import { deleteApp, initializeApp, type FirebaseApp } from "@firebase/app";
import { initializeAuth, inMemoryPersistence } from "@firebase/auth";
import { FetchProvider } from "@firebase/auth/internal";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailedLinks } from "./firebaseMailedLinks";

let app: FirebaseApp;
let calls: ReturnType<typeof createMailedLinks>;

/** The service answers every request with `answer`. The SDK takes its fetch from FetchProvider. */
function serviceAnswers(answer: object) {
  FetchProvider.initialize(() => Promise.resolve(Response.json(answer)), Headers, Response);
}

beforeEach(() => {
  app = initializeApp({ apiKey: "test-api-key", projectId: "demo-action-codes" }, "action-codes");
  calls = createMailedLinks(initializeAuth(app, { persistence: inMemoryPersistence }));
});

afterEach(async () => {
  FetchProvider.initialize(fetch, Headers, Response);
  await deleteApp(app);
});

describe("checkActionCode", () => {
  it("reads a link that recovers the address a change replaced", async () => {
    serviceAnswers({
      requestType: "RECOVER_EMAIL",
      email: "ada@example.com",
      newEmail: "new@example.com",
    });
    expect(await calls.checkActionCode("code")).toEqual({
      mode: "recoverEmail",
      email: "ada@example.com",
      currentEmail: "new@example.com",
    });
  });

  it("reads a link that removes a second factor just added", async () => {
    serviceAnswers({
      requestType: "REVERT_SECOND_FACTOR_ADDITION",
      email: "ada@example.com",
      mfaInfo: {
        mfaEnrollmentId: "phone",
        phoneInfo: "+15555550100",
        enrolledAt: "2025-01-01T00:00:00Z",
      },
    });
    expect(await calls.checkActionCode("code")).toMatchObject({
      mode: "revertSecondFactorAddition",
      email: "ada@example.com",
    });
  });

  // A sign-in link (this app sends none) carries no address for the app to show.
  it("names a kind of link this app does not handle 'other', without an address", async () => {
    serviceAnswers({ requestType: "EMAIL_SIGNIN" });
    expect(await calls.checkActionCode("code")).toEqual({
      mode: "other",
      email: "",
      currentEmail: null,
    });
  });
});
