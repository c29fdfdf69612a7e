import { act, screen, waitFor, within } from "./testingLibrary";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import {
  FAKE_CODE,
  FakeIdentityService,
  type SeedFactor,
  type SeedUser,
} from "./FakeIdentityService";
import { renderApp } from "./renderApp";
import { ada } from "./testAccounts";

/** A phone as a second factor, and the name the page gives it (the visitor's words isolated). */
export const WORK_PHONE = {
  seed: { name: "Work phone", phoneNumber: "+15555550100" },
  shown: "\u2068Work phone\u2069 (text to +15555550100)",
};

interface Options {
  emailVerified?: boolean;
  /** Ada's second factors, as the fake seeds them. */
  secondFactors?: SeedFactor[];
  otherUsers?: SeedUser[];
  /** Tells the service its answers before the page asks (the first reading of the factors). */
  prepare?: (identity: FakeIdentityService) => void;
}

/**
 * Renders /account for Ada once its lazily loaded page is in, with a way to look inside one of its
 * sections by its heading.
 */
export async function renderAccountPage({
  emailVerified = false,
  secondFactors = [],
  otherUsers = [],
  prepare,
}: Options = {}) {
  const identity = new FakeIdentityService({
    users: [{ ...ada, emailVerified, secondFactors }, ...otherUsers],
    signedInAs: ada.email,
  });
  prepare?.(identity);
  const rendered = renderApp("/account", identity);
  // The page's chunk is imported by its first render, which can take over a second on a busy machine.
  await screen.findByRole("heading", { level: 1, name: "Your account" }, { timeout: 5000 });
  return { ...rendered, section: (name: string) => within(screen.getByRole("region", { name })) };
}

/** The "Confirm it's you" dialog, once it is open. */
export async function confirmDialog() {
  return within(await screen.findByRole("dialog", { name: "Confirm it's you" }));
}

/** Answers the dialog with `password` (Ada's own unless given): typed, then Continue. */
export async function confirmPassword(user: UserEvent, password = ada.password) {
  const dialog = await confirmDialog();
  await user.type(dialog.getByLabelText("Current password"), password);
  await user.click(dialog.getByRole("button", { name: "Continue" }));
}

/**
 * Answers the dialog's second step with the fake's code (the first factor, where there is a
 * choice), and waits for the dialog to close.
 */
export async function confirmSecondFactor(user: UserEvent) {
  const dialog = await confirmDialog();
  await dialog.findByText(/give your second factor too\.$/);
  if (dialog.queryByRole("group", { name: "Choose your second factor" })) {
    await user.click(dialog.getByRole("button", { name: "Continue" }));
  }
  await user.type(await dialog.findByLabelText("Code"), FAKE_CODE);
  await user.click(dialog.getByRole("button", { name: "Verify" }));
  await waitFor(() => {
    expect(screen.queryByRole("dialog")).toBeNull();
  });
}

/**
 * Every stop of the keyboard's round of the page, from its top until it leaves the page: the focus
 * is taken off wherever it is first.
 */
export async function tabStops(user: UserEvent): Promise<Element[]> {
  act(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  const stops: Element[] = [];
  for (;;) {
    await user.tab();
    const focused = document.activeElement;
    if (!focused || focused === document.body || stops.includes(focused)) return stops;
    stops.push(focused);
  }
}

/** A link, a field or a button: what a Tab stop should be. */
export function isControl(element: Element): boolean {
  return element.matches("a[href], button, input, select, textarea");
}
