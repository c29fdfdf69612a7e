import { beforeEach, describe, expect, it, vi } from "vitest";
import { UserFacingError } from "../../auth/serviceMessages";
import * as screening from "../../passwords/screenPassword";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { stubRangeApi } from "../../testing/rangeApi";
import { minimumLength, REFUSALS, screenNewPassword } from "./newPasswordScreening";

// The chunk's loader, which a test may make fail as a chunk fails: offline, or blocked.
vi.mock("../../passwords/screenPassword", async (importOriginal) => {
  const original = await importOriginal<typeof screening>();
  return { ...original, loadCommonOrContext: vi.fn(original.loadCommonOrContext) };
});

/** A project with no password policy: Firebase's own minimum applies. */
const NO_POLICY = { checkNewPassword: () => Promise.resolve([]) };

/** What screenNewPassword says for `password` on alice@example.com's account, if it refuses it. */
function refusal(password: string): Promise<string | null> {
  return screenNewPassword(password, "alice@example.com", NO_POLICY).then(
    () => null,
    (error: unknown) =>
      error instanceof UserFacingError ? error.message : "not a UserFacingError",
  );
}

describe("screenNewPassword", () => {
  beforeEach(() => {
    stubRangeApi({ "a-brand-new-secret": 4 });
  });

  it("says why it refuses a password, in the screens' words", async () => {
    expect(await refusal("")).toBe("Enter a new password.");
    expect(await refusal("iloveyou")).toBe(REFUSALS.common.message);
    expect(await refusal("alice.2024")).toBe(REFUSALS.context.message);
    expect(await refusal("a-brand-new-secret")).toBe(REFUSALS.breached.message);
  });

  it("takes the app's name and the project's id for context words, with the address", async () => {
    expect(await refusal("firebase-demo-2024")).toBe(REFUSALS.context.message);
    // The emulator's project, in the tests: demo-email-auth.
    expect(await refusal("EmailAuth!")).toBe(REFUSALS.context.message);
  });

  it("checks the common passwords the project's policy lets through, Firebase's least without one", async () => {
    const identity = new FakeIdentityService();
    identity.checkNewPassword.mockResolvedValue([
      { rule: { kind: "minLength", length: 9 }, met: false },
    ]);

    expect(await screenNewPassword("iloveyou", "alice@example.com", identity)).toBe(true);
    expect(screening.loadCommonOrContext).toHaveBeenLastCalledWith(9);
    expect(identity.checkNewPassword).toHaveBeenCalledWith("iloveyou");
    expect(await refusal("password1")).toBe(REFUSALS.common.message);
    expect(screening.loadCommonOrContext).toHaveBeenLastCalledWith(6);
  });

  it("resolves to whether the breach check was made", async () => {
    await expect(
      screenNewPassword("a-second-secret", "alice@example.com", NO_POLICY),
    ).resolves.toBe(true);
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(
      screenNewPassword("a-second-secret", "alice@example.com", NO_POLICY),
    ).resolves.toBe(false);
  });

  it("refuses, and says so, when the check's code cannot be loaded", async () => {
    const offline = new TypeError("Failed to fetch dynamically imported module");
    vi.mocked(screening.loadCommonOrContext).mockRejectedValueOnce(offline);
    const fetch = vi.mocked(globalThis.fetch);

    const failure = await screenNewPassword(
      "a-second-secret",
      "alice@example.com",
      NO_POLICY,
    ).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(UserFacingError);
    expect(failure).toHaveProperty(
      "message",
      "The check of the new password could not be loaded. Check your connection, then try again.",
    );
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringContaining("pwnedpasswords"),
      expect.anything(),
    );
  });
});

describe("minimumLength", () => {
  it("reads the policy's minimum from its rules, or gives Firebase's own", () => {
    expect(
      minimumLength([
        { rule: { kind: "maxLength", length: 40 }, met: true },
        { rule: { kind: "minLength", length: 12 }, met: false },
      ]),
    ).toBe(12);
    expect(minimumLength([{ rule: { kind: "digit" }, met: true }])).toBe(6);
  });
});
