import { afterEach, describe, expect, it, vi } from "vitest";
import { actionQuery, emulatorInbox } from "./emulatorInbox";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The inbox of this build (the unit tests' build is the emulator's). */
function inbox() {
  const built = emulatorInbox();
  if (!built) throw new Error("An emulator build has an inbox.");
  return built;
}

describe("the Auth emulator's inbox", () => {
  // An emulator gone, or another server on its port: the inbox says so instead of listing nothing.
  it.each([
    { list: "sentMail", message: "The Auth emulator's mail: 503" },
    { list: "sentTexts", message: "The Auth emulator's texts: 503" },
  ] as const)(
    "$list rejects, naming the list and the status, when the emulator refuses it",
    async (row) => {
      vi.stubGlobal("fetch", () => Promise.resolve(new Response("Unavailable", { status: 503 })));
      await expect(inbox()[row.list]()).rejects.toThrow(row.message);
    },
  );

  it("keeps a link's parameters for this app's page, and leaves out those it lacks", () => {
    const link = "http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=abc&apiKey=fake";
    expect(actionQuery(link)).toBe("mode=verifyEmail&oobCode=abc");
  });
});
