import { screen, within } from "@testing-library/react";
import { FakeIdentityService } from "./FakeIdentityService";
import { renderApp } from "./renderApp";
import { ada } from "./testAccounts";

interface Options {
  emailVerified?: boolean;
  otherUsers?: { email: string; password: string }[];
}

/**
 * Renders /account for Ada once its lazily loaded page is in, with a way to look inside one of
 * its sections by its heading.
 */
export async function renderAccountPage({ emailVerified = false, otherUsers = [] }: Options = {}) {
  const identity = new FakeIdentityService({
    users: [{ ...ada, emailVerified }, ...otherUsers],
    signedInAs: ada.email,
  });
  const rendered = renderApp("/account", identity);
  await screen.findByRole("heading", { level: 1, name: "Your account" });
  return { ...rendered, section: (name: string) => within(screen.getByRole("region", { name })) };
}
