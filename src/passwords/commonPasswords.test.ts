import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import PERFORMANCE from "../../docs/PERFORMANCE.md?raw";
import { decode, FIREBASE_MINIMUM, loadCommonPasswords } from "./commonPasswords";

const LIST = dictionary["passwords-common"];
const LONGEST = Math.max(...LIST.map((entry) => entry.length));
/** How many of the most common passwords each list keeps, as scripts/commonPasswords.mjs writes. */
const MOST_COMMON = 10_000;

/** The policy's minimums whose lists docs/PERFORMANCE.md counts, with the count it says. */
function documentedCounts(): Map<number, number> {
  const section = /### The password screening\n([\s\S]*?)\n#/.exec(PERFORMANCE)?.[1] ?? "";
  const rows = section.matchAll(/^\| (\d+)\b[^|]*\| ([\d,]+) +\|/gm);
  return new Map(
    Array.from(rows, ([, minimum, count]) => [Number(minimum), Number(count?.replaceAll(",", ""))]),
  );
}

describe("the common passwords", () => {
  // zxcvbn-ts's list is ranked, the most common first.
  it("are zxcvbn-ts's, for each minimum the 10,000 most common of that length or more (node scripts/commonPasswords.mjs)", async () => {
    expect(LIST.length).toBe(49_233);
    for (let minimum = FIREBASE_MINIMUM; minimum <= LONGEST; minimum += 1) {
      const loaded = [...(await loadCommonPasswords(minimum))].sort();
      const ranked = LIST.filter((entry) => entry.length >= minimum);
      expect(loaded, `${minimum}`).toEqual(ranked.slice(0, MOST_COMMON).sort());
    }
  });

  it("start at Firebase's minimum, whatever a policy's reading says, and end past the longest", async () => {
    expect(await loadCommonPasswords(0)).toEqual(await loadCommonPasswords(FIREBASE_MINIMUM));
    expect((await loadCommonPasswords(LONGEST)).size).toBeGreaterThan(0);
    expect(await loadCommonPasswords(LONGEST + 1)).toEqual(new Set());
  });

  it("are as many at each minimum from 6 to 16 as docs/PERFORMANCE.md says", async () => {
    const counted = new Map<number, number>();
    for (let minimum = 6; minimum <= 16; minimum += 1) {
      counted.set(minimum, (await loadCommonPasswords(minimum)).size);
    }
    expect(documentedCounts()).toEqual(counted);
  });
});

describe("decode", () => {
  it("reads each entry after the previous one's first characters", () => {
    expect(decode("AabcCdDeAxyz")).toEqual(["abc", "abd", "abde", "xyz"]);
    expect(decode("")).toEqual([]);
  });
});
