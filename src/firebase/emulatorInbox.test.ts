import { afterEach, describe, expect, it, vi } from "vitest";
import { actionQuery } from "./actionQuery";
import { emulatorInbox } from "./emulatorInbox";

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

  it("keeps the parameters a real link carries, for this app's page, and not the emulator's key", () => {
    const query = "apiKey=fake&lang=en&continueUrl=https%3A%2F%2Fapp.example%2F&oobCode=abc";
    const link = `http://127.0.0.1:9099/emulator/action?mode=verifyEmail&${query}`;
    expect(actionQuery(link)).toBe(
      "mode=verifyEmail&oobCode=abc&continueUrl=https%3A%2F%2Fapp.example%2F&lang=en",
    );
  });

  it("leaves out the parameters a link lacks", () => {
    const link = "http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=abc";
    expect(actionQuery(link)).toBe("mode=verifyEmail&oobCode=abc");
  });
});
