import { describe, expect, it, vi } from "vitest";
import { messageFor } from "../lib/serviceMessages";
import { ada } from "../testing/testAccounts";
import { connectFirebase } from "./connectFirebase";

// The SDK's chunk cannot be loaded, as offline or when a blocker refuses it.
vi.mock("./firebaseIdentity", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("connectFirebase", () => {
  // The spec's forms alert the error's message; the new screens say the code's words: alike.
  it("rejects a call made while the SDK cannot be loaded with the app's own code and words", async () => {
    const { identity } = connectFirebase();

    const failure = identity.signIn(ada.email, ada.password);

    await expect(failure).rejects.toThrow(Error);
    await expect(failure).rejects.toMatchObject({
      code: "app/service-unavailable",
      message: messageFor({ code: "app/service-unavailable" }),
    });
  });
});
