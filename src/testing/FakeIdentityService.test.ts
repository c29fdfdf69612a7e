import { describeIdentityContract } from "./identityContract";
import { FakeIdentityService } from "./FakeIdentityService";

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
