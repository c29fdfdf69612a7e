// Lint holds the layers of src/ (LAYERS in eslint.config.js) and refuses import cycles: each case
// plants files that break a rule and expects lint to refuse them with that rule alone, and the
// allowed imports expect no complaint at all, so that a config refusing everything fails here too.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT });

const LAYERS_RULE = "import-x/no-restricted-paths";

type Complaint = Pick<Linter.LintMessage, "ruleId" | "message">;

function complaints(results: ESLint.LintResult[]): Complaint[] {
  return results.flatMap((result) =>
    result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
  );
}

/**
 * What lint says of the first of `files`, all written to a new folder inside `folder` (from the
 * root) and removed after: typed linting and the cycle rule read real files.
 */
async function lintPlanted(folder: string, files: Record<string, string>): Promise<Complaint[]> {
  const planted = mkdtempSync(join(ROOT, folder, "planted-"));
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(planted, name), code);
    const [first = ""] = Object.keys(files);
    return complaints(await eslint.lintFiles([join(planted, first)]));
  } finally {
    rmSync(planted, { recursive: true, force: true });
  }
}

/**
 * The way up from a planted file to src/, `levels` folders. Written out in full, such a path
 * would read, from this file, as a reference that leaves the repository (checks/docs.test.ts).
 */
function up(levels: number): string {
  return "../".repeat(levels);
}

/** A module that imports `name` from `from` and exports it on. */
function importing(name: string, from: string): string {
  return `import { ${name} } from "${from}";\nexport const planted = ${name};\n`;
}

/** The one complaint that lint should make. */
function refusal(ruleId: string, message: string): Complaint[] {
  return [{ ruleId, message: expect.stringContaining(message) as string }];
}

/** Each folder of src/ that app code lives in (all but testing/): a folder missing from LAYERS fails. */
const APP_FOLDERS = readdirSync(resolve(ROOT, "src"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "testing")
  .map((entry) => entry.name);

describe("lint refuses an import against the layers", () => {
  it("from a page three folders down to the app layer", async () => {
    expect(
      await lintPlanted("src/pages/account", {
        "Planted.tsx": importing("App", `${up(3)}app/App`),
      }),
    ).toEqual(refusal(LAYERS_RULE, "src/pages/ may not import src/app/"));
  });

  it("from a component to a page", async () => {
    expect(
      await lintPlanted("src/components", {
        "Planted.tsx": importing("HomePage", `${up(2)}pages/HomePage`),
      }),
    ).toEqual(refusal(LAYERS_RULE, "src/components/ may not import src/pages/"));
  });

  it("from the Firebase module to a page, its neighbour", async () => {
    expect(
      await lintPlanted("src/firebase", {
        "Planted.ts": importing("NotFoundPage", `${up(2)}pages/NotFoundPage`),
      }),
    ).toEqual(refusal(LAYERS_RULE, "src/firebase/ may not import src/pages/"));
  });

  it.each(APP_FOLDERS)("from src/%s/ to src/testing/", async (folder) => {
    expect(
      await lintPlanted(`src/${folder}`, {
        "Planted.ts": importing("FakeIdentityService", `${up(2)}testing/FakeIdentityService`),
      }),
    ).toEqual(refusal(LAYERS_RULE, `src/${folder}/ may not import src/testing/`));
  });

  it("from src/main.tsx to src/testing/", async () => {
    const code = importing("FakeIdentityService", "./testing/FakeIdentityService");
    const results = await eslint.lintText(code, { filePath: resolve(ROOT, "src/main.tsx") });
    expect(complaints(results)).toEqual(
      refusal(LAYERS_RULE, "src/main.tsx may not import src/testing/"),
    );
  });
});

describe("lint lets the layers' own imports through", () => {
  it("from a page three folders down to the layers below", async () => {
    const code = [
      `import { useAuth } from "${up(3)}auth/useAuth";`,
      `import { Page } from "${up(3)}components/Page";`,
      `import { appConfig } from "${up(3)}config/appConfig";`,
      `import { alertError } from "${up(3)}lib/alertError";`,
      'import { EmailSection } from "../EmailSection";',
      "export const planted = [useAuth, Page, appConfig, alertError, EmailSection];",
      "",
    ].join("\n");
    expect(await lintPlanted("src/pages/account", { "Planted.tsx": code })).toEqual([]);
  });

  it("from a test, which reaches across", async () => {
    expect(
      await lintPlanted("src/pages/account", {
        "Planted.test.tsx": importing("renderApp", `${up(3)}testing/renderApp`),
      }),
    ).toEqual([]);
  });
});

describe("lint keeps the Firebase SDK in src/firebase/", () => {
  it("refuses it in a page", async () => {
    expect(
      await lintPlanted("src/pages", { "Planted.ts": importing("getAuth", "@firebase/auth") }),
    ).toEqual(refusal("no-restricted-imports", "Only src/firebase/ imports Firebase."));
  });
});

describe("lint refuses an import cycle", () => {
  it("between two files", async () => {
    expect(
      await lintPlanted("src/lib", {
        "first.ts": 'import { second } from "./second";\nexport const first = () => second;\n',
        "second.ts": 'import { first } from "./first";\nexport const second = () => first;\n',
      }),
    ).toEqual(refusal("import-x/no-cycle", "Dependency cycle"));
  });
});

describe("lint holds a translator's comment to what Lingui reads", () => {
  /** A module with one message whose comment is `comment`, declared first if it is a name. */
  function messageWithComment(comment: string, declared = ""): string {
    return [
      'import { msg } from "@lingui/core/macro";',
      declared,
      `export const planted = msg({ comment: ${comment}, message: "a digit" });`,
      "",
    ].join("\n");
  }

  it("refuses one held in a variable, which never reaches the catalogs", async () => {
    const code = messageWithComment("rule", 'const rule = "A password rule.";');
    expect(await lintPlanted("src/pages", { "Planted.ts": code })).toEqual(
      refusal("no-restricted-syntax", "Write a translator's comment in the call, as a string"),
    );
  });

  it("lets one written in the call through", async () => {
    const code = messageWithComment('"A password rule."');
    expect(await lintPlanted("src/pages", { "Planted.ts": code })).toEqual([]);
  });
});
