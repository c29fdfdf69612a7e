// StrykerJS's ignorer for Lingui's macros (scripts/linguiIgnorer.mjs): the code it instruments
// still compiles with the macro the app's build runs, only the messages left alone; and why the
// config still leaves out the BlockStatement mutator.
import { resolve } from "node:path";
import { getConfig } from "@lingui/conf";
import { mapMacroOptions, transform } from "@lingui/native-tools";
import type { Logger } from "@stryker-mutator/api/logging";
import { Instrumenter, type InstrumenterOptions } from "@stryker-mutator/instrumenter";
import { describe, expect, it } from "vitest";
import { strykerPlugins } from "../scripts/linguiIgnorer.mjs";

const SOURCE = `import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const PURPOSE = msg({ comment: "What a change is for", message: "add a phone" });

export function CodesLeft({ count }: { count: number }) {
  const { t } = useLingui();
  return count > 0 ? <p>{t\`\${plural(count, { one: "# code", other: "# codes" })} left\`}</p> : null;
}
`;

/** The instrumenter reports its counts to a logger: this one keeps them quiet. */
const quiet = () => false;
const logger: Logger = {
  isTraceEnabled: quiet,
  isDebugEnabled: quiet,
  isInfoEnabled: quiet,
  isWarnEnabled: quiet,
  isErrorEnabled: quiet,
  isFatalEnabled: quiet,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: quiet,
  fatal: quiet,
};

/** The source as StrykerJS's runs see it, then as Lingui's macro compiles that. */
async function instrumented(
  ignorers: InstrumenterOptions["ignorers"],
  excludedMutations = ["BlockStatement"],
) {
  const instrumenter = new Instrumenter(logger);
  const { files, mutants } = await instrumenter.instrument(
    [{ name: "CodesLeft.tsx", mutate: true, content: SOURCE }],
    { plugins: null, excludedMutations, ignorers, noHeader: true },
  );
  const config = getConfig({ configPath: resolve(import.meta.dirname, "../lingui.config.ts") });
  const [file] = files;
  const { code } = await transform(file?.content ?? "", "CodesLeft.tsx", {
    macro: mapMacroOptions(config),
  });
  return { code, mutants };
}

const ignorers = strykerPlugins.map((plugin) => plugin.value);

/** The macros' calls that Lingui's macro left in the code, unable to compile them. */
function uncompiled(code: string): string[] {
  return code.match(/\b(?:msg|plural|t)(?=\(|`)/g) ?? [];
}

describe("the Lingui ignorer", () => {
  it("leaves every message as written, so the macro compiles them all", async () => {
    const { code, mutants } = await instrumented(ignorers);
    expect(uncompiled(code)).toEqual([]);
    expect(code).toMatch(/PURPOSE = \/\*i18n\*\/ \{\s*id: "/);
    expect(code).toContain('message: "{count, plural, one {# code} other {# codes}} left"');
    const mutated = mutants.filter((mutant) => mutant.status !== "Ignored");
    expect(new Set(mutated.map((mutant) => mutant.location.start.line + 1))).toEqual(new Set([8]));
    expect(mutated.map((mutant) => mutant.replacement)).toContain("count >= 0");
  });

  it("is needed: without it, the macro leaves a plural and a descriptor uncompiled", async () => {
    const { code } = await instrumented([]);
    expect(uncompiled(code)).toEqual(["plural"]);
    expect(code).not.toMatch(/PURPOSE = \/\*i18n\*\//);
  });

  it("cannot spare BlockStatement: an emptied body hides useLingui(), its t left uncompiled", async () => {
    const { code } = await instrumented(ignorers, []);
    expect(uncompiled(code)).toEqual(["t"]);
  });
});
