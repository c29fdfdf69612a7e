import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { FakeIdentityService } from "./FakeIdentityService";

// AuthForm is shared by both auth pages, so each behaviour is checked on both, through the pages.
export const forms = [
  {
    page: "sign-in",
    path: "/auth/sign-in",
    call: "signIn",
    submit: "Login",
    busyText: "Logging in...",
    passwordAutoComplete: "current-password",
    email: "ada@example.com",
  },
  {
    page: "sign-up",
    path: "/auth/sign-up",
    call: "signUp",
    submit: "Create Account",
    busyText: "Creating account...",
    passwordAutoComplete: "new-password",
    email: "grace@example.com",
  },
] as const;

/** Mixed case: a form that changed the case of what was typed would not sign in. */
export const password = "Secret123";

export function withAda() {
  return new FakeIdentityService({
    users: [{ email: "ada@example.com", password }],
  });
}

// The form has no accessible name, so no form role: reach it from its submit button.
export function formOf(button: HTMLButtonElement): HTMLFormElement {
  if (!button.form) throw new Error("The button is outside any form.");
  return button.form;
}

export async function fillIn(user: UserEvent, email: string) {
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
}
