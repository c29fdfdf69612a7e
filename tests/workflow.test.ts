// The GitHub Actions workflow (.github/workflows/ci.yml) has not run on GitHub yet: these checks
// are what stands in for that run. It must be a valid workflow, and it must run the README's own
// test command, as .ci/run does, so the three cannot drift apart.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const WORKFLOW_SOURCE = readFileSync(resolve(ROOT, ".github/workflows/ci.yml"), "utf8");

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  jobs: Record<string, { strategy?: { matrix?: { os?: string[] } }; steps: Step[] }>;
}

/** The second ```sh block under "## Two commands": the first starts the app, the second tests it. */
function readmeTestCommand(): string {
  const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");
  const section = readme.split(/^## /m).find((part) => part.startsWith("Two commands\n")) ?? "";
  const blocks = [...section.matchAll(/^```sh\n([\s\S]*?)\n```$/gm)].map((match) => match[1]);
  return blocks[1] ?? "";
}

const jobs = Object.values((parse(WORKFLOW_SOURCE) as Workflow).jobs);
const steps = jobs.flatMap((job) => job.steps);

describe("the CI workflow", () => {
  it("is valid against GitHub's workflow schema", () => {
    expect(validateWorkflow(WORKFLOW_SOURCE).errors).toEqual([]);
  });

  it("runs the README's test command, exactly", () => {
    const command = readmeTestCommand();
    expect(command).toBe("npm install && npm test");
    // The last step is the test: npm ci and the browser install come before it.
    expect(steps.at(-1)?.run).toBe(command);
  });

  it("ends like .ci/run, this project's own CI, with the README's test command", () => {
    const ciRun = readFileSync(resolve(ROOT, ".ci/run"), "utf8").trimEnd().split("\n");
    expect(ciRun.at(-1)).toBe(readmeTestCommand());
  });

  it("runs on Linux, macOS and Windows with the Node version of .nvmrc", () => {
    expect(jobs.map((job) => job.strategy?.matrix?.os)).toEqual([
      ["ubuntu-latest", "macos-latest", "windows-latest"],
    ]);
    const setupNode = steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(setupNode?.with).toMatchObject({ "node-version-file": ".nvmrc", cache: "npm" });
  });
});
