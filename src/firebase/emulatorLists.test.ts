import { afterEach, describe, expect, it, vi } from "vitest";
import { actionQuery, readSentMail } from "./emulatorMail";
import { readSentTexts } from "./emulatorTexts";

const EMULATOR = "http://127.0.0.1:9099";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Auth emulator's lists", () => {
  // An emulator gone, or another server on its port: the inbox says so instead of listing nothing.
  it.each([
    { call: "readSentMail", read: readSentMail, message: "The Auth emulator's mail: 503" },
    { call: "readSentTexts", read: readSentTexts, message: "The Auth emulator's texts: 503" },
  ])("$call rejects, naming the list and the status, when the emulator refuses it", async (row) => {
    const { read, message } = row;
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("Unavailable", { status: 503 })));
    await expect(read(EMULATOR, "demo-project")).rejects.toThrow(message);
  });

  it("keeps a link's parameters for this app's page, and leaves out those it lacks", () => {
    const link = `${EMULATOR}/emulator/action?mode=verifyEmail&oobCode=abc&apiKey=fake-api-key`;
    expect(actionQuery(link)).toBe("mode=verifyEmail&oobCode=abc");
  });
});
