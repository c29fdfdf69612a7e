// Writes src/passwords/commonPasswords/ from zxcvbn-ts's list of common passwords: one file for
// each minimum length a password policy may set, from Firebase's own 6 to the longest entry's,
// holding the most common entries of that length or more. A page loads the one file of its
// project's minimum: the shorter passwords, which the policy refuses anyway, stay on the server.
// Run it after updating the package:
//   node scripts/commonPasswords.mjs
// src/passwords/commonPasswords.test.ts fails when the files and the package's list differ.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { dictionary } from "@zxcvbn-ts/language-common";

const OUT = join(import.meta.dirname, "../src/passwords/commonPasswords");
/** Firebase's own minimum length, which no policy can lower. */
const SHORTEST = 6;
/**
 * How many entries a list keeps at most, the most common: ASVS 6.2.4 asks for 3,000, and 10,000
 * keeps the screening within 60 KiB gzipped at every minimum (docs/PERFORMANCE.md).
 */
const MOST_COMMON = 10_000;

/**
 * A list as the app reads it (src/passwords/commonPasswords.ts): sorted, each entry a capital
 * letter saying how many of its first characters are the previous entry's (A none, B one…), then
 * the rest of it. The entries hold no capital letter. Gzipped, 30% smaller than one per line.
 * @param {string[]} entries
 */
export function encode(entries) {
  let previous = "";
  return [...entries]
    .sort()
    .map((entry) => {
      if (/[A-Z\s]/.test(entry)) throw new Error(`"${entry}" has a capital letter or a space`);
      let shared = 0;
      while (shared < entry.length && entry[shared] === previous[shared]) shared += 1;
      previous = entry;
      return String.fromCharCode(65 + shared) + entry.slice(shared);
    })
    .join("");
}

/** Ranked: the most common first. */
const list = dictionary["passwords-common"];
const longest = Math.max(...list.map((entry) => entry.length));

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) rmSync(join(OUT, file));
for (let minimum = SHORTEST; minimum <= longest; minimum += 1) {
  const entries = list.filter((entry) => entry.length >= minimum).slice(0, MOST_COMMON);
  writeFileSync(join(OUT, `${minimum}.txt`), encode(entries));
  console.log(`${minimum}.txt: the ${entries.length} most common of ${minimum} characters or more`);
}
const packageDir = dirname(createRequire(import.meta.url).resolve("@zxcvbn-ts/language-common"));
copyFileSync(join(packageDir, "../LICENSE.txt"), join(OUT, "LICENSE"));
