// StrykerJS's ignorer for Vite's import.meta.glob (scripts/viteGlobIgnorer.mjs): the glob's
// arguments stay the literals Vite reads, and the rest of the file is still mutated.
import type { Logger } from "@stryker-mutator/api/logging";
import { Instrumenter, type InstrumenterOptions } from "@stryker-mutator/instrumenter";
import { describe, expect, it } from "vitest";
import { strykerPlugins } from "../scripts/viteGlobIgnorer.mjs";

const SOURCE = `const LISTS = import.meta.glob<string>("./lists/*.txt", { query: "?raw", import: "default" });
export const list = (length: number) => LISTS[\`./lists/\${length}.txt\`];
`;

/** A logger that logs nothing: every level off, every call a no-op. */
const logger = new Proxy({}, { get: () => () => false }) as Logger;

/** The source as StrykerJS's runs see it, and the mutants it made. */
async function instrumented(ignorers: InstrumenterOptions["ignorers"]) {
  const { files, mutants } = await new Instrumenter(logger).instrument(
    [{ name: "lists.ts", mutate: true, content: SOURCE }],
    { plugins: null, excludedMutations: [], ignorers, noHeader: true },
  );
  const mutated = mutants.filter((mutant) => mutant.status !== "Ignored");
  return {
    code: files[0]?.content ?? "",
    lines: mutated.map(({ location }) => location.start.line),
  };
}

describe("the import.meta.glob ignorer", () => {
  it("leaves the glob's arguments as written and mutates the rest", async () => {
    const { code, lines } = await instrumented(strykerPlugins.map((plugin) => plugin.value));
    expect(code).toMatch(/import\.meta\.glob<string>\("\.\/lists\/\*\.txt", \{\s*query: "\?raw",/);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line === 1)).toBe(true);
  });

  it("is needed: without it, the glob's pattern is wrapped in a mutant's switch", async () => {
    const { code, lines } = await instrumented([]);
    expect(code).not.toMatch(/import\.meta\.glob<string>\("/);
    expect(lines).toContain(0);
  });
});
