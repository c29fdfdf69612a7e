import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What "Confirm it's you" says a change needs at each of its steps, each a whole sentence. */
export interface ChangePurpose {
  password: MessageDescriptor;
  secondFactor: MessageDescriptor;
}

export const CHANGE_PURPOSES = {
  addAuthenticatorApp: {
    password: msg`To add an authenticator app, enter your current password.`,
    secondFactor: msg`To add an authenticator app, give your second factor too.`,
  },
  addPhone: {
    password: msg`To add a phone, enter your current password.`,
    secondFactor: msg`To add a phone, give your second factor too.`,
  },
  changeEmail: {
    password: msg`To change your e-mail address, enter your current password.`,
    secondFactor: msg`To change your e-mail address, give your second factor too.`,
  },
  changePassword: {
    password: msg`To change your password, enter your current password.`,
    secondFactor: msg`To change your password, give your second factor too.`,
  },
  deleteAccount: {
    password: msg`To delete your account, enter your current password.`,
    secondFactor: msg`To delete your account, give your second factor too.`,
  },
  signOutEverywhere: {
    password: msg`To sign out everywhere, enter your current password.`,
    secondFactor: msg`To sign out everywhere, give your second factor too.`,
  },
} satisfies Record<string, ChangePurpose>;

/** The removal of a second factor, `name` as the list names it (`factorName`). */
export function removalPurpose(name: string): ChangePurpose {
  return {
    password: msg`To remove ${name}, enter your current password.`,
    secondFactor: msg`To remove ${name}, give your second factor too.`,
  };
}
