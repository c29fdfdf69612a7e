import { describe, expect, it, vi } from "vitest";
import { secondFactorChallenge } from "../auth/secondFactorChallenge";
import { FAKE_CODE, FakeIdentityService } from "./FakeIdentityService";
import { describeSessionContract } from "./contract/identityContract";
import type { ContractSubject } from "./contract/identityContract.shared";
import { describeSignOutEverywhereContract } from "./contract/identityContract.signOutEverywhere";
import { serviceError } from "./serviceError";
import { ada } from "./testAccounts";

/** The fake as the contract has it, with an admin's ways and other browsers on its accounts. */
function fakeSubject(): ContractSubject {
  const identity = new FakeIdentityService();
  return {
    identity,
    anotherBrowser: () => identity.anotherBrowser(),
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
      identity.checkSession.mockRejectedValueOnce(serviceError("internal-error"));
    },
  };
}

describeSessionContract("in-memory fake", fakeSubject);
describeSignOutEverywhereContract("in-memory fake", fakeSubject);

// What the component tests rely on beyond the session.
describe("FakeIdentityService", () => {
  const PHONE = { name: "Work phone", phoneNumber: "+15555550100" };
  const withFactors = (signedIn: boolean) =>
    new FakeIdentityService({
      users: [{ ...ada, emailVerified: true, secondFactors: [PHONE, { secret: "APPSECRET" }] }],
      ...(signedIn ? { signedInAs: ada.email } : {}),
    });

  async function challengeOf(call: Promise<void>) {
    const challenge = secondFactorChallenge(await call.catch((error: unknown) => error));
    if (!challenge) throw new Error("No second factor was asked for.");
    return challenge;
  }

  it("asks an account with factors for one at sign-in, which FAKE_CODE completes", async () => {
    const identity = withFactors(false);
    const challenge = await challengeOf(identity.signIn(ada.email, ada.password));
    expect(identity.pendingSignIn()).toBe(challenge);
    expect(challenge.factors).toEqual([
      { id: "factor-1", kind: "phone", addedAt: expect.any(String) as string, ...PHONE },
      {
        id: "factor-2",
        kind: "authenticatorApp",
        name: null,
        phoneNumber: null,
        addedAt: expect.any(String) as string,
      },
    ]);
    await challenge.sendCode("factor-1");

    await expect(challenge.complete("factor-1", "000000")).rejects.toMatchObject({
      code: "auth/invalid-verification-code",
    });
    const listener = vi.fn();
    identity.onUserChanged(listener);
    await challenge.complete("factor-2", FAKE_CODE);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ email: ada.email }));
    expect(identity.pendingSignIn()).toBeNull();
  });

  it("keeps a later sign-in pending when an earlier one's challenge completes", async () => {
    const identity = withFactors(false);
    const earlier = await challengeOf(identity.signIn(ada.email, ada.password));
    const later = await challengeOf(identity.signIn(ada.email, ada.password));

    await earlier.complete("factor-1", FAKE_CODE);

    expect(identity.pendingSignIn()).toBe(later);
  });

  it("checks the current password, then asks for a factor where the account has one", async () => {
    const identity = withFactors(true);
    await expect(identity.confirmPassword("wrong-password")).rejects.toMatchObject({
      code: "auth/invalid-credential",
    });
    const challenge = await challengeOf(identity.confirmPassword(ada.password));
    await expect(challenge.complete("factor-1", FAKE_CODE)).resolves.toBeUndefined();

    const plain = new FakeIdentityService({ users: [ada], signedInAs: ada.email });
    await expect(plain.confirmPassword(ada.password)).resolves.toBeUndefined();
  });

  it("adds a phone with FAKE_CODE, lists it, and removes a factor", async () => {
    const identity = withFactors(true);
    const enrolment = await identity.enrolPhone("+15555550199");
    await expect(enrolment.confirm("000000", "Home phone")).rejects.toMatchObject({
      code: "auth/invalid-verification-code",
    });
    await enrolment.confirm(FAKE_CODE, "Home phone");
    await identity.removeSecondFactor("factor-1");

    expect(await identity.listSecondFactors()).toMatchObject([
      { id: "factor-2", kind: "authenticatorApp" },
      { id: "factor-3", kind: "phone", name: "Home phone", phoneNumber: "+15555550199" },
    ]);
  });

  it("deletes the signed-in account, reporting nobody; its password no longer signs in", async () => {
    const identity = new FakeIdentityService({ users: [ada], signedInAs: ada.email });
    const listener = vi.fn();
    identity.onUserChanged(listener);
    await Promise.resolve();

    await identity.deleteAccount();

    expect(listener).toHaveBeenLastCalledWith(null);
    await expect(identity.signIn(ada.email, ada.password)).rejects.toMatchObject({
      code: "auth/invalid-credential",
    });
  });

  it("answers what it does not play: no link to read, no app to add, an empty inbox", async () => {
    const identity = new FakeIdentityService({ users: [ada], signedInAs: ada.email });
    await expect(identity.checkActionCode("code")).rejects.toMatchObject({
      code: "auth/invalid-action-code",
    });
    await expect(identity.enrolAuthenticatorApp()).rejects.toMatchObject({
      code: "auth/invalid-argument",
    });
    expect(await identity.inbox.sentMail()).toEqual([]);
    expect(await identity.inbox.sentTexts()).toEqual([]);
    expect(await identity.checkNewPassword("12345")).toEqual([
      { rule: { kind: "minLength", length: 6 }, met: false },
    ]);
  });

  it("resolves the calls it does not play with nothing, held too", async () => {
    const identity = new FakeIdentityService({ users: [ada], signedInAs: ada.email });
    await expect(identity.changePassword("new-password")).resolves.toBeUndefined();
    expect(identity.changePassword).toHaveBeenCalledExactlyOnceWith("new-password");
    identity.sendPasswordReset.mockRejectedValueOnce(new Error("a test's answer"));
    await expect(identity.sendPasswordReset(ada.email, "/")).rejects.toThrow("a test's answer");
    const release = identity.holdCalls();
    const sending = vi.fn();
    void identity.sendEmailVerification("/").then(sending);
    await Promise.resolve();
    await Promise.resolve();
    expect(sending).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => {
      expect(sending).toHaveBeenCalled();
    });
  });

  it("records the language it was last told, at once, even while its calls are held", async () => {
    const identity = new FakeIdentityService();
    expect(identity.language).toBeNull();
    identity.holdCalls();

    const telling = identity.setLanguage("fr");
    expect(identity.language).toBe("fr");
    await expect(telling).resolves.toBeUndefined();
    await identity.setLanguage("ar");

    expect(identity.language).toBe("ar");
    expect(identity.setLanguage).toHaveBeenCalledTimes(2);
  });

  it("has no member but the service's and its own: reading another makes nothing", () => {
    const identity = new FakeIdentityService();
    expect(Reflect.get(identity, "then")).toBeUndefined();
    expect(Reflect.get(identity, "toJSON")).toBeUndefined();
  });

  it("holds its own answers until released; a test's answer is not held", async () => {
    const identity = new FakeIdentityService({ users: [ada] });
    const release = identity.holdCalls();
    const listener = vi.fn();
    identity.onUserChanged(listener);
    const signingIn = identity.signIn(ada.email, ada.password);
    await Promise.resolve();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledExactlyOnceWith(null);

    identity.checkActionCode.mockRejectedValueOnce(serviceError("expired-action-code"));
    await expect(identity.checkActionCode("code")).rejects.toMatchObject({
      code: "auth/expired-action-code",
    });
    release();
    await signingIn;
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ email: ada.email }));
  });
});
