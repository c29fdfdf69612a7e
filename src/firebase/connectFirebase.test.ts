import { describe, expect, it, vi } from "vitest";
import { SERVICE_UNAVAILABLE } from "../auth/IdentityService";
import { ada } from "../testing/testAccounts";
import { connectFirebase } from "./connectFirebase";

// The SDK's chunk cannot be loaded, as offline or when a blocker refuses it.
vi.mock("./firebaseIdentity", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("connectFirebase", () => {
  // The screens put the app's own code into words (src/auth/serviceMessages.ts).
  it("rejects a call made while the SDK cannot be loaded with the app's own code", async () => {
    const { identity } = connectFirebase();

    const failure = identity.signIn(ada.email, ada.password);

    await expect(failure).rejects.toThrow(Error);
    await expect(failure).rejects.toHaveProperty("code", SERVICE_UNAVAILABLE);
  });
});
