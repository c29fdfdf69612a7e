import { vi } from "vitest";
import { rangeAnswer } from "./shared/rangeAnswer";

/**
 * Stands in for the Pwned Passwords range API: `fetch` answers a range request in the API's shape
 * (rangeAnswer.ts), holding `breached` with their counts. Resolves to the stub, to see what was
 * asked.
 */
export function stubRangeApi(breached: Record<string, number> = {}) {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url) => {
    return new Response(await rangeAnswer(url.slice(-5), breached));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
