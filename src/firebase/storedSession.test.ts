import { afterEach, describe, expect, it } from "vitest";
import { appConfig } from "../config/appConfig";
import { mayHaveSession, SESSION_KEY } from "./storedSession";

afterEach(() => {
  localStorage.clear();
});

describe("SESSION_KEY", () => {
  it("names where the SDK keeps the user of this build's API key and the default app", () => {
    expect(SESSION_KEY).toBe(`firebase:authUser:${appConfig.firebaseOptions.apiKey}:[DEFAULT]`);
  });
});

describe("mayHaveSession", () => {
  it("is true when localStorage holds the SDK's session for this app", () => {
    localStorage.setItem(SESSION_KEY, '{"uid":"uid-1"}');

    expect(mayHaveSession()).toBe(true);
  });

  it("is false when it does not, whatever else is stored", () => {
    localStorage.setItem("firebase:authUser:another-api-key:[DEFAULT]", '{"uid":"uid-1"}');
    localStorage.setItem(`firebase:authUser:${appConfig.firebaseOptions.apiKey}:other-app`, "{}");

    expect(mayHaveSession()).toBe(false);
  });

  // A browser set to block site data throws at the mere mention of localStorage.
  it("is true when storage cannot be read, so that the SDK decides", () => {
    const refused = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };

    expect(mayHaveSession(refused)).toBe(true);
  });
});
