// The GitHub Actions workflow (.github/workflows/ci.yml) has not run on GitHub yet: these checks
// are what stands in for that run. It must be a valid workflow, and it must run the README's own
// test command, as .ci/run does, so the three cannot drift apart: to its end, on every OS, with
// nothing that could skip the command or let its failure pass.
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
  if?: unknown;
  "continue-on-error"?: unknown;
}
interface Job {
  strategy?: { "fail-fast"?: boolean; matrix?: Record<string, unknown> };
  "timeout-minutes"?: number;
  if?: unknown;
  "continue-on-error"?: unknown;
  steps: Step[];
}
interface Workflow {
  jobs: Record<string, Job>;
}

/** What keeps a job or a step from running, or lets its failure pass: none may have them. */
const SKIPPING_KEYS = ["if", "continue-on-error"] as const;

/** The keys of the workflow's jobs and steps that could skip a step or hide its failure. */
function skippingKeys(workflow: Workflow): string[] {
  return Object.entries(workflow.jobs).flatMap(([name, job]) => [
    ...SKIPPING_KEYS.filter((key) => key in job).map((key) => `jobs.${name}.${key}`),
    ...job.steps.flatMap((step, index) =>
      SKIPPING_KEYS.filter((key) => key in step).map(
        (key) => `jobs.${name}.steps[${index}].${key}`,
      ),
    ),
  ]);
}

/** The browser suite's own time limit, in minutes (e2e/browsers/run.mjs). */
function browserSuiteLimitMinutes(): number {
  const run = readFileSync(resolve(ROOT, "e2e/browsers/run.mjs"), "utf8");
  return Number(/const TIME_LIMIT_MS = (\d+) \* 60_000;/.exec(run)?.[1]);
}

/** The second ```sh block under "## Two commands": the first starts the app, the second tests it. */
function readmeTestCommand(): string {
  const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");
  const section = readme.split(/^## /m).find((part) => part.startsWith("Two commands\n")) ?? "";
  const blocks = [...section.matchAll(/^```sh\n([\s\S]*?)\n```$/gm)].map((match) => match[1]);
  return blocks[1] ?? "";
}

const workflow = parse(WORKFLOW_SOURCE) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps);

describe("the CI workflow", () => {
  it("is valid against GitHub's workflow schema", () => {
    expect(validateWorkflow(WORKFLOW_SOURCE).errors).toEqual([]);
  });

  it("runs the README's test command, exactly", () => {
    const command = readmeTestCommand();
    expect(command).toBe("npm install && npm test");
    // The last step is the test: npm ci and the browser install come before it. It has nothing
    // but its command: no other shell, folder or environment than a learner's.
    expect(steps.at(-1)).toEqual({ run: command });
  });

  it("lets no step be skipped, nor its failure pass", () => {
    expect(skippingKeys(workflow)).toEqual([]);
  });

  it("sees an `if:` or a `continue-on-error:` on a step or a job, whatever its value", () => {
    const test = { run: "npm test" };
    const withSteps = (...stepList: Step[]): Workflow => ({ jobs: { test: { steps: stepList } } });
    expect(skippingKeys(withSteps(test))).toEqual([]);
    expect(skippingKeys(withSteps({ ...test, "continue-on-error": true }))).toEqual([
      "jobs.test.steps[0].continue-on-error",
    ]);
    expect(skippingKeys(withSteps({ run: "npm ci" }, { ...test, if: false }))).toEqual([
      "jobs.test.steps[1].if",
    ]);
    const job: Job = { steps: [test], if: "runner.os != 'Windows'", "continue-on-error": false };
    expect(skippingKeys({ jobs: { test: job } })).toEqual([
      "jobs.test.if",
      "jobs.test.continue-on-error",
    ]);
  });

  it("runs every OS to its end, within a time limit past the browser suite's own", () => {
    for (const job of jobs) {
      expect(job.strategy?.["fail-fast"]).toBe(false);
      // No include or exclude: each OS of the list runs the same steps.
      expect(Object.keys(job.strategy?.matrix ?? {})).toEqual(["os"]);
      expect(job["timeout-minutes"]).toBeGreaterThan(browserSuiteLimitMinutes());
    }
    expect(browserSuiteLimitMinutes()).toBeGreaterThan(0);
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
