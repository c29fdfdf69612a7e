import { Secret } from "otpauth";
import { describe, expect, it, vi } from "vitest";
import { secondFactorChallenge } from "../auth/secondFactorChallenge";
import { describeIdentityContract } from "./identityContract";
import { FakeIdentityService, type SeedFactor } from "./FakeIdentityService";
import { lastMailedLink } from "./mailedLink";
import { authenticatorAppCode, lastTextedCode } from "./secondFactorCodes";
import { ada } from "./testAccounts";

describeIdentityContract("in-memory fake", () => {
  const identity = new FakeIdentityService();
  return {
    identity,
    deleteAccount: (email) => {
      identity.adminDeleteAccount(email);
      return Promise.resolve();
    },
    disableAccount: (email) => {
      identity.adminDisableAccount(email);
      return Promise.resolve();
    },
    verifyElsewhere: (email) => {
      identity.adminVerifyEmail(email);
      return Promise.resolve();
    },
    failNextCheck: () => {
      identity.failNext("Firebase: Error (auth/internal-error).");
    },
  };
});

// What the fake adds to the contract, for the component tests.
describe("FakeIdentityService's second factors", () => {
  const phoneNumber = "+15555550100";
  const seeded = (secondFactors: SeedFactor[], options: { signedIn?: boolean } = {}) =>
    new FakeIdentityService({
      users: [{ ...ada, emailVerified: true, secondFactors }],
      ...(options.signedIn ? { signedInAs: ada.email } : {}),
    });

  async function signInChallenge(identity: FakeIdentityService) {
    const challenge = secondFactorChallenge(
      await identity.signIn(ada.email, ada.password).catch((error: unknown) => error),
    );
    if (!challenge) throw new Error("No second factor was asked for.");
    return challenge;
  }

  it("starts an account with a phone, masked at sign-in as the emulator masks it", async () => {
    const identity = seeded([{ phoneNumber, name: "Ada's phone" }]);
    const challenge = await signInChallenge(identity);
    expect(challenge.factors).toEqual([
      {
        id: "factor-1",
        kind: "phone",
        name: "Ada's phone",
        phoneNumber: "+*******0100",
        addedAt: expect.any(String) as string,
      },
    ]);

    await challenge.sendCode("factor-1");
    await challenge.complete("factor-1", await lastTextedCode(identity, phoneNumber));
    expect(await identity.listSecondFactors()).toMatchObject([{ id: "factor-1", phoneNumber }]);
  });

  it("starts an account with an authenticator app, whose codes sign in", async () => {
    const secret = new Secret().base32;
    const identity = seeded([{ secret }]);
    const challenge = await signInChallenge(identity);
    expect(challenge.factors).toMatchObject([
      { kind: "authenticatorApp", name: null, phoneNumber: null },
    ]);

    await expect(challenge.complete("factor-1", "000000")).rejects.toMatchObject({
      code: "auth/invalid-verification-code",
    });
    const listener = vi.fn();
    identity.onUserChanged(listener);
    await challenge.complete("factor-1", authenticatorAppCode(secret));
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ email: ada.email }));
    expect(identity.pendingSignIn()).toBeNull();
  });

  it("plays a real project with authenticator apps on: a secret, its URI, then a code enrols it", async () => {
    const identity = new FakeIdentityService({
      users: [{ ...ada, emailVerified: true }],
      signedInAs: ada.email,
      authenticatorApps: true,
    });
    const enrolment = await identity.enrolAuthenticatorApp(ada.password);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(decodeURIComponent(uri.pathname)).toContain(ada.email);
    expect(uri.searchParams.get("secret")).toBe(enrolment.secret);

    await expect(enrolment.confirm("000000", "Ada's app")).rejects.toMatchObject({
      code: "auth/invalid-verification-code",
    });
    expect(await identity.listSecondFactors()).toEqual([]);
    await enrolment.confirm(authenticatorAppCode(enrolment.secret), "Ada's app");
    expect(await identity.listSecondFactors()).toEqual([
      {
        id: "factor-1",
        kind: "authenticatorApp",
        name: "Ada's app",
        phoneNumber: null,
        addedAt: expect.any(String) as string,
      },
    ]);
  });

  it("mails, when a test asks, the link that reverts the newest factor; it removes that one", async () => {
    const identity = seeded([{ phoneNumber }, { phoneNumber: "+15555550101" }], {
      signedIn: true,
    });
    identity.adminMailRevertLink(ada.email.toUpperCase());
    const { code, query } = await lastMailedLink(identity);
    expect([...query.keys()]).toEqual(["mode", "oobCode", "lang"]);
    expect(await identity.checkActionCode(code)).toEqual({
      mode: "revertSecondFactorAddition",
      email: ada.email,
      currentEmail: null,
    });

    await identity.applyActionCode(code);
    expect(await identity.listSecondFactors()).toMatchObject([{ id: "factor-1", phoneNumber }]);
    await expect(identity.applyActionCode(code)).rejects.toMatchObject({
      code: "auth/invalid-action-code",
    });
  });

  it("holds the second factor's calls too, and fails the next one when told", async () => {
    const identity = seeded([{ phoneNumber }]);
    const challenge = await signInChallenge(identity);
    const release = identity.holdCalls();
    const sending = challenge.sendCode("factor-1");
    await Promise.resolve();
    expect(await identity.sentTexts()).toEqual([]);
    release();
    await sending;
    expect(await identity.sentTexts()).toHaveLength(1);

    identity.failNext("Firebase: Error (auth/network-request-failed).");
    await expect(
      challenge.complete("factor-1", await lastTextedCode(identity, phoneNumber)),
    ).rejects.toMatchObject({ code: "auth/network-request-failed" });
    expect(identity.pendingSignIn()).toBe(challenge);
  });
});
