import { describe, expect, it, vi } from "vitest";
import { stubRangeApi } from "../testing/rangeApi";
import { BREACH_CHECK_TIMEOUT_MS, breachCheck, RANGE_API } from "./breachCheck";

// "password": SHA-1 5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8.
const PREFIX = "5BAA6";
const SUFFIX = "1E4C9B93F3F0682250B6CF8331B7EE68FD8";

/** Stubs fetch with one answer of the range API, whatever is asked. */
function answer(body: string, status = 200) {
  vi.stubGlobal("fetch", () => Promise.resolve(new Response(body, { status })));
}

/** Stubs fetch with a request that fails as `error`. */
function fail(error: Error) {
  vi.stubGlobal("fetch", () => Promise.reject(error));
}

describe("breachCheck", () => {
  it("sends only the first five hex digits of the SHA-1, asks for padding, and sets a time limit", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const fetch = stubRangeApi();

    await breachCheck("password");

    expect(fetch).toHaveBeenCalledExactlyOnceWith(`${RANGE_API}${PREFIX}`, {
      headers: { "Add-Padding": "true" },
      signal: timeout.mock.results[0]?.value as AbortSignal,
    });
    expect(RANGE_API).toBe("https://api.pwnedpasswords.com/range/");
    expect(timeout).toHaveBeenCalledExactlyOnceWith(BREACH_CHECK_TIMEOUT_MS);
    expect(BREACH_CHECK_TIMEOUT_MS).toBe(5000);
  });

  it("hashes the password's UTF-8 bytes", async () => {
    // The SHA-1 of "pässwörd🔑" in UTF-8 is 5A2A05BABBD7C9F1340911C27D257E546DA9B6A7.
    const fetch = vi.fn(() =>
      Promise.resolve(new Response("5BABBD7C9F1340911C27D257E546DA9B6A7:3")),
    );
    vi.stubGlobal("fetch", fetch);

    expect(await breachCheck("pässwörd🔑")).toBe("breached");
    expect(fetch).toHaveBeenCalledWith(`${RANGE_API}5A2A0`, expect.anything());
  });

  it("finds a password among the answer's lines, with a count above 0", async () => {
    answer(
      `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${SUFFIX}:52256179\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2`,
    );
    expect(await breachCheck("password")).toBe("breached");
  });

  it("takes a padding line of count 0 for no match", async () => {
    answer(`0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${SUFFIX}:0`);
    expect(await breachCheck("password")).toBe("not found");
  });

  it("finds nothing where the answer does not hold the suffix", async () => {
    stubRangeApi({ "another password": 10 });
    expect(await breachCheck("password")).toBe("not found");
  });

  it("reads lines ended by LF alone too, and a suffix in lower case", async () => {
    answer(`0018A45C4D1DEF81644B54AB7F969B88D65:1\n${SUFFIX.toLowerCase()}:7\n`);
    expect(await breachCheck("password")).toBe("breached");
  });

  it.each([
    [
      "a failed answer",
      () => {
        answer("Too many requests", 429);
      },
    ],
    [
      "a network failure",
      () => {
        fail(new TypeError("Failed to fetch"));
      },
    ],
    [
      "no answer in time",
      () => {
        fail(new DOMException("The operation timed out.", "TimeoutError"));
      },
    ],
  ])("is unreachable on %s", async (_case, stub) => {
    stub();
    expect(await breachCheck("password")).toBe("unreachable");
  });

  it("is unreachable when the answer's body cannot be read", async () => {
    const response = new Response(`${SUFFIX}:3`);
    vi.spyOn(response, "text").mockRejectedValue(new TypeError("network error"));
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(response)),
    );

    expect(await breachCheck("password")).toBe("unreachable");
  });
});
