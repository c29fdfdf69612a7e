import { screen, within } from "@testing-library/react";
import { FakeIdentityService } from "./FakeIdentityService";
import { renderApp } from "./renderApp";
import { ada } from "./testAccounts";

type SeedUser = NonNullable<
  NonNullable<ConstructorParameters<typeof FakeIdentityService>[0]>["users"]
>[number];

interface Options {
  emailVerified?: boolean;
  otherUsers?: { email: string; password: string }[];
  /** Ada's second factors, as the fake seeds them. */
  secondFactors?: SeedUser["secondFactors"];
  /** A service that plays a real project with authenticator apps on (see FakeIdentityService). */
  authenticatorApps?: boolean;
}

/**
 * Renders /account for Ada once its lazily loaded page is in, with a way to look inside one of
 * its sections (or a part of one) by its heading.
 */
export async function renderAccountPage({
  emailVerified = false,
  otherUsers = [],
  secondFactors = [],
  authenticatorApps = false,
}: Options = {}) {
  const identity = new FakeIdentityService({
    users: [{ ...ada, emailVerified, secondFactors }, ...otherUsers],
    signedInAs: ada.email,
    authenticatorApps,
  });
  const rendered = renderApp("/account", identity);
  await screen.findByRole("heading", { level: 1, name: "Your account" });
  return { ...rendered, section: (name: string) => within(screen.getByRole("region", { name })) };
}
