import { msg } from "@lingui/core/macro";

/** What each change is for, as "Confirm it's you" says it: "To {purpose}, enter …". */
export const CHANGE_PURPOSES = {
  addAuthenticatorApp: msg({
    comment: "What a change is for, in the sentence To …, enter your current password.",
    message: "add an authenticator app",
  }),
  addPhone: msg({
    comment: "What a change is for, in the sentence To …, enter your current password.",
    message: "add a phone",
  }),
  changeEmail: msg({
    comment: "What a change is for, in the sentence To …, enter your current password.",
    message: "change your e-mail address",
  }),
  changePassword: msg({
    comment: "What a change is for, in the sentence To …, enter your current password.",
    message: "change your password",
  }),
  deleteAccount: msg({
    comment: "What a change is for, in the sentence To …, enter your current password.",
    message: "delete your account",
  }),
  signOutEverywhere: msg({
    comment: "What a change is for, in the sentence To …, enter your current password.",
    message: "sign out everywhere",
  }),
  removeFactor: msg({
    comment: "What a change is for, in the sentence To …, enter your current password.",
    message: "remove {name}",
  }),
};
