import * as matchers from "@testing-library/jest-dom/matchers";
import { cleanup, configure } from "./testingLibrary";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { i18n } from "../i18n/i18n";

expect.extend(matchers);

// A lazy page's code is transformed when a test first opens it: on a loaded 2-core machine that
// can outlast findBy's default second, so a state is waited for up to three.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no modal dialogs: open and close them as a browser does (minus the top layer), Escape
// included, which a browser's dialog answers with a cancel event, then closing unless prevented.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
  this.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    if (this.dispatchEvent(new Event("cancel", { cancelable: true }))) this.close();
  });
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event("close"));
};

// React reports act() warnings, bad props and uncaught render errors through the console, so a
// test that logs is a test that hides a problem: fail it, with the messages.
beforeEach(() => {
  vi.spyOn(console, "error");
  vi.spyOn(console, "warn");
  // jsdom does not implement alert(); the app uses it to show the service's error messages.
  vi.stubGlobal("alert", vi.fn());
  // No unit test reaches the network (the Pwned Passwords range API, above all): a test that
  // needs an answer stubs fetch itself (src/testing/rangeApi.ts); any other call fails as offline.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new TypeError("Unit tests are offline: stub fetch in the test."))),
  );
});

afterEach(() => {
  // Vitest runs without globals here, so Testing Library cannot register its own cleanup.
  cleanup();
  // A test that switched the language leaves English for the next, as a new visitor finds it.
  i18n.activate("en");
  // Pages set the title in an effect; a stale one must not let the next test pass.
  document.title = "";
  const logged = [...vi.mocked(console.error).mock.calls, ...vi.mocked(console.warn).mock.calls];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (logged.length > 0) {
    throw new Error(
      `The test wrote to the console:\n${logged.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
