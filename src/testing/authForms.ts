import { screen } from "./testingLibrary";
import type { UserEvent } from "@testing-library/user-event";
import { ada, grace } from "./testAccounts";

export { withAda } from "./testAccounts";

// AuthForm is shared by both auth pages, so each behaviour is checked on both, through the pages.
export const forms = [
  {
    page: "sign-in",
    path: "/auth/sign-in",
    call: "signIn",
    submit: "Login",
    busyText: "Logging in...",
    passwordAutoComplete: "current-password",
    email: ada.email,
  },
  {
    page: "sign-up",
    path: "/auth/sign-up",
    call: "signUp",
    submit: "Create Account",
    busyText: "Creating account...",
    passwordAutoComplete: "new-password",
    email: grace.email,
  },
] as const;

/** Typed in both forms: Ada's, whose case a form must keep (see testAccounts.ts). */
export const password = ada.password;

// The form has no accessible name, so no form role: reach it from its submit button.
export function formOf(button: HTMLButtonElement): HTMLFormElement {
  if (!button.form) throw new Error("The button is outside any form.");
  return button.form;
}

export async function fillIn(user: UserEvent, email: string) {
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
}
