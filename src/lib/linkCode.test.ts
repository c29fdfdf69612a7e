import { afterEach, describe, expect, it } from "vitest";
import { forgetLinkCode, linkCodeFromLoad, takeLinkCode } from "./linkCode";

/** The page as loaded at `path`: its address, in a history entry with `state`. */
function loadAt(path: string, state: unknown = null) {
  history.replaceState(state, "", path);
}

function address(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

describe("takeLinkCode", () => {
  afterEach(() => {
    forgetLinkCode();
    loadAt("/");
  });

  it("takes the code and the API key out of the address, in the same entry, and keeps the code", () => {
    loadAt("/auth/action?mode=resetPassword&oobCode=the-code&apiKey=the-key&lang=fr#top", {
      kept: 1,
    });
    const entries = history.length;

    takeLinkCode();

    expect(address()).toBe("/auth/action?mode=resetPassword&lang=fr#top");
    expect(history.length).toBe(entries);
    expect(history.state).toEqual({ kept: 1 });
    expect(linkCodeFromLoad()).toBe("the-code");
    forgetLinkCode();
    expect(linkCodeFromLoad()).toBeNull();
  });

  it("leaves no question mark when nothing else is left", () => {
    loadAt("/auth/action?oobCode=the-code&apiKey=the-key");
    takeLinkCode();
    // The whole address: `search` reads an empty query ("?") as no query.
    expect(location.href).toBe(`${location.origin}/auth/action`);
  });

  it("takes a code that comes without the API key", () => {
    loadAt("/auth/action?mode=verifyEmail&oobCode=the-code");
    takeLinkCode();
    expect(address()).toBe("/auth/action?mode=verifyEmail");
    expect(linkCodeFromLoad()).toBe("the-code");
  });

  it("takes an empty code out as well, as no code", () => {
    loadAt("/auth/action?mode=verifyEmail&oobCode=&apiKey=the-key");
    takeLinkCode();
    expect(address()).toBe("/auth/action?mode=verifyEmail");
    expect(linkCodeFromLoad()).toBeNull();
  });

  it("leaves every other page's address, and a link without them, as it is", () => {
    for (const path of ["/account?oobCode=the-code", "/auth/action?mode=verifyEmail&lang=de"]) {
      loadAt(path);
      takeLinkCode();
      expect(address()).toBe(path);
      expect(linkCodeFromLoad()).toBeNull();
    }
  });
});
