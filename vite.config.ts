import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { loadEnv, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { RECAPTCHA_SWITCH, recaptchaSwitchOn } from "./scripts/hostingConfig.mjs";
import { HOST, devPort } from "./scripts/ports.mjs";
import { readAppConfig } from "./src/config/readAppConfig.ts";
import packageJson from "./package.json" with { type: "json" };

/**
 * Validates the configuration once, at build time, and injects it as constants (see
 * src/config/appConfig.ts): a bad production config fails the build with the variable's name
 * instead of shipping a broken app.
 */
function appConfig(): Plugin {
  return {
    name: "app-config",
    config(config, { mode }) {
      // Vitest's mode reads no .env file: the tests run on the emulator with the template's
      // defaults, whatever a developer's .env.local holds.
      const env = mode === "test" ? {} : loadEnv(mode, config.envDir || process.cwd(), "VITE_");
      const { authEmulatorUrl, ...appConfig } = readAppConfig(
        env,
        mode,
        packageJson.repository.url,
      );
      // reCAPTCHA Enterprise protects a real project's calls: production builds only.
      const recaptcha =
        mode === "production" &&
        recaptchaSwitchOn(loadEnv(mode, config.envDir || process.cwd(), RECAPTCHA_SWITCH));
      return {
        define: {
          __APP_CONFIG__: JSON.stringify(appConfig),
          __AUTH_EMULATOR_URL__: JSON.stringify(authEmulatorUrl),
          __RECAPTCHA_ENTERPRISE__: JSON.stringify(recaptcha),
        },
      };
    },
  };
}

/**
 * Inlines the (small) stylesheet into index.html, so the loading screen paints with the HTML
 * alone, before any other request. The CSP allows that one <style> by its hash, which must be
 * in firebase.json: the build fails with the value to put there when it is not.
 */
function inlineStylesheet(): Plugin {
  return {
    name: "inline-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const sheets = Object.values(bundle ?? {}).filter((file) => file.fileName.endsWith(".css"));
        const css = sheets
          .map((sheet) => (sheet.type === "asset" ? String(sheet.source) : ""))
          .join("");
        for (const sheet of sheets) Reflect.deleteProperty(bundle ?? {}, sheet.fileName);
        const hash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
        if (!readFileSync("firebase.json", "utf8").includes(`style-src 'self' ${hash};`)) {
          throw new Error(
            `firebase.json: the CSP must read "style-src 'self' ${hash};" to allow the inlined stylesheet.`,
          );
        }
        return html
          .replace(/<link rel="stylesheet"[^>]*>/g, "")
          .replace("</head>", `<style>${css}</style></head>`);
      },
    },
  };
}

/** The Firebase Auth SDK's browser build (ES modules). */
const SDK = "node_modules/@firebase/auth/dist/esm";

/** The SDK's browser build is one file besides its entry: its code, with a hash in its name. */
const SDK_CODE = /\/@firebase\/auth\/dist\/esm\/index-[\w-]+\.js$/;
const SDK_ENTRY = /\/@firebase\/auth\/dist\/esm\/index\.js$/;
/** The module splitAuthSdk() makes beside that file, of the part it moves out. */
const SECOND_FACTOR_PART = ".second-factor.js";

/** The SDK's phone and second-factor API: what splitAuthSdk() moves, with what only it uses. */
const SECOND_FACTOR_API = [
  "getMultiFactorResolver",
  "multiFactor",
  "PhoneAuthProvider",
  "PhoneAuthCredential",
  "PhoneMultiFactorGenerator",
  "RecaptchaVerifier",
  "TotpMultiFactorGenerator",
  "TotpSecret",
  "signInWithPhoneNumber",
  "linkWithPhoneNumber",
  "reauthenticateWithPhoneNumber",
  "updatePhoneNumber",
];

/** What splitAuthSdk() reads of the parser's syntax tree (ESTree). */
interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

function nodes(value: unknown): SyntaxNode[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (node): node is SyntaxNode => typeof node === "object" && node !== null && "type" in node,
  );
}

/** Every name a node mentions: more than it uses (property names too), never less. */
function mentions(node: unknown, names = new Set<string>()): Set<string> {
  for (const child of nodes(node)) {
    if (child.type === "Identifier") names.add(child.name as string);
    for (const value of Object.values(child)) {
      if (typeof value === "object") for (const inner of nodes(value)) mentions(inner, names);
    }
  }
  return names;
}

/** Whether evaluating a top-level initializer can do anything but make its value. */
function isPure(node: SyntaxNode | undefined): boolean {
  if (!node) return true;
  switch (node.type) {
    case "Literal":
    case "Identifier":
    case "ArrowFunctionExpression":
    case "FunctionExpression":
    case "ClassExpression":
      return true;
    case "TemplateLiteral":
    case "ArrayExpression":
      return nodes(node.expressions ?? node.elements).every(isPure);
    case "ObjectExpression":
      return nodes(node.properties).every((p) => !p.computed && isPure(nodes(p.value)[0]));
    case "UnaryExpression":
      return node.operator !== "delete" && isPure(nodes(node.argument)[0]);
    case "BinaryExpression":
      return isPure(nodes(node.left)[0]) && isPure(nodes(node.right)[0]);
    default:
      return false;
  }
}

interface Statement {
  node: SyntaxNode;
  declares: string[];
  mentions: Set<string>;
  /** A top-level `Name.field = value`: it goes with Name. */
  owner?: string;
  /** Whether it does something as the module runs (beyond declaring a name). */
  effect: boolean;
}

function readStatement(node: SyntaxNode): Statement {
  const statement = { node, declares: [] as string[], mentions: mentions(node), effect: false };
  const expression = nodes(node.expression)[0];
  const target = nodes(expression?.left)[0];
  const object = nodes(target?.object)[0];
  switch (node.type) {
    case "FunctionDeclaration":
    case "ClassDeclaration":
      statement.declares.push(...mentions(node.id));
      break;
    case "VariableDeclaration":
      for (const declarator of nodes(node.declarations)) {
        statement.declares.push(...mentions(declarator.id));
        if (!isPure(nodes(declarator.init)[0])) statement.effect = true;
      }
      break;
    case "ImportDeclaration":
    case "ExportNamedDeclaration":
      break;
    default:
      if (
        expression?.type === "AssignmentExpression" &&
        target?.type === "MemberExpression" &&
        object?.type === "Identifier" &&
        isPure(nodes(expression.right)[0])
      ) {
        return { ...statement, owner: object.name as string };
      }
      statement.effect = true;
  }
  return statement;
}

interface SdkParts {
  /** The SDK's file without the moved part, exporting what that part uses of it. */
  core: string;
  secondFactor: string;
  /** The SDK file's export names that the moved part now exports. */
  moved: Set<string>;
}

/**
 * The SDK's one file (11,000 lines), in two: the part only the phone and second-factor API
 * (SECOND_FACTOR_API) needs, and the rest. A statement stays in the rest when anything else in the
 * SDK, or the running of the module, needs it; so the rest never needs the moved part.
 */
function splitSdk(
  code: string,
  parse: (code: string) => { body: unknown },
  file: string,
): SdkParts {
  const statements = nodes(parse(code).body).map(readStatement);
  const declaring = new Map(statements.flatMap((s) => s.declares.map((name) => [name, s])));
  const attached = new Map<Statement, Statement[]>();
  for (const statement of statements) {
    const owner = statement.owner === undefined ? undefined : declaring.get(statement.owner);
    if (owner) attached.set(owner, [...(attached.get(owner) ?? []), statement]);
    else if (statement.owner !== undefined) statement.effect = true;
  }
  const exportList = statements.find((s) => s.node.type === "ExportNamedDeclaration");
  const exported = nodes(exportList?.node.specifiers).map((specifier) => ({
    text: code.slice(specifier.start, specifier.end),
    local: [...mentions(specifier.local)][0] ?? "",
    name: [...mentions(specifier.exported)][0] ?? "",
  }));
  for (const name of SECOND_FACTOR_API) {
    if (!exported.some(({ local }) => local === name)) {
      throw new Error(`${file}: the Auth SDK no longer exports ${name}: see splitAuthSdk()`);
    }
  }

  const core = new Set<Statement>();
  const todo = statements.filter(
    (s) =>
      s.effect ||
      s.node.type === "ImportDeclaration" ||
      exported.some(
        ({ local }) => s.declares.includes(local) && !SECOND_FACTOR_API.includes(local),
      ),
  );
  for (let statement = todo.pop(); statement; statement = todo.pop()) {
    if (core.has(statement) || statement === exportList) continue;
    core.add(statement);
    todo.push(...(attached.get(statement) ?? []));
    if (statement.owner !== undefined) todo.push(declaring.get(statement.owner) as Statement);
    for (const name of statement.mentions) {
      const declaration = declaring.get(name);
      if (declaration) todo.push(declaration);
    }
  }
  const moved = statements.filter((s) => !core.has(s) && s !== exportList);
  const movedNames = new Set(moved.flatMap((s) => s.declares));
  const used = new Set(moved.flatMap((s) => [...s.mentions]));
  const coreNames = [...core].flatMap((s) => s.declares).filter((name) => used.has(name));
  const imports = [...core].filter((s) => s.node.type === "ImportDeclaration");
  const importedNames = new Set(imports.flatMap((s) => s.declares));
  const coreExports = coreNames.filter((name) => !importedNames.has(name));

  let rest = "";
  let from = 0;
  for (const { node } of [...moved, ...(exportList ? [exportList] : [])]) {
    rest += code.slice(from, node.start);
    from = node.end;
  }
  rest += code.slice(from);
  const keep = exported.filter(({ local }) => !movedNames.has(local));
  const give = exported.filter(({ local }) => movedNames.has(local));
  rest +=
    `\nexport { ${keep.map(({ text }) => text).join(", ")} };` +
    `\nexport { ${coreExports.map((name) => `${name} as ${name}$core`).join(", ")} };\n`;

  const importLines = imports.map(({ node }) => {
    const specifiers = nodes(node.specifiers)
      .filter((specifier) => used.has([...mentions(specifier.local)][0] ?? ""))
      .map((specifier) => code.slice(specifier.start, specifier.end));
    const source = JSON.stringify(nodes(node.source)[0]?.value);
    return specifiers.length > 0 ? `import { ${specifiers.join(", ")} } from ${source};` : "";
  });
  const secondFactor = [
    ...importLines,
    `import { ${coreExports.map((name) => `${name}$core as ${name}`).join(", ")} } from "./${file}";`,
    ...moved.map(({ node }) => code.slice(node.start, node.end)),
    `export { ${give.map(({ text }) => text).join(", ")} };`,
  ].join("\n");
  return { core: rest, secondFactor, moved: new Set(give.map(({ name }) => name)) };
}

/**
 * The Auth SDK's browser build is one file, so a bundler puts all of the SDK that the app uses in
 * one chunk: its phone and second-factor code too, which only src/firebase/firebaseSecondFactor.ts
 * uses, and most visitors never need. This splits that file in two at build time, and points the
 * SDK's entry at both, so that part goes in firebaseSecondFactor's own chunk, loaded only when a
 * second factor is (tests/productionBuild.test.ts checks both chunks).
 */
function splitAuthSdk(): Plugin {
  const parts = new Map<string, SdkParts>();
  function partsOf(file: string, parse: (code: string) => { body: unknown }): SdkParts {
    let split = parts.get(file);
    if (!split) {
      const name = file.slice(file.lastIndexOf("/") + 1);
      split = splitSdk(readFileSync(file, "utf8"), parse, name);
      parts.set(file, split);
    }
    return split;
  }
  return {
    name: "split-auth-sdk",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && SDK_ENTRY.test(importer) && source.endsWith(SECOND_FACTOR_PART)) {
        return resolve(dirname(importer), source);
      }
      return null;
    },
    load(id) {
      const parse = (code: string) => this.parse(code);
      if (SDK_CODE.test(id)) return partsOf(id, parse).core;
      if (id.endsWith(SECOND_FACTOR_PART)) {
        const code = partsOf(id.replace(SECOND_FACTOR_PART, ".js"), parse).secondFactor;
        // Only what imports it from there brings it in: the SDK's entry re-exports it too.
        return { code, moduleSideEffects: false };
      }
      if (!SDK_ENTRY.test(id)) return null;
      // The entry re-exports the SDK's file: the moved names now come from the moved part.
      const code = readFileSync(id, "utf8");
      const reexport = nodes(parse(code).body).find(
        (node) => node.type === "ExportNamedDeclaration" && node.source,
      );
      const source = String(nodes(reexport?.source)[0]?.value);
      const { moved } = partsOf(resolve(dirname(id), source), parse);
      const specifiers = nodes(reexport?.specifiers);
      const list = (fromPart: boolean) =>
        specifiers
          .filter((s) => moved.has([...mentions(s.local)][0] ?? "") === fromPart)
          .map((s) => code.slice(s.start, s.end))
          .join(", ");
      const part = source.replace(/\.js$/, SECOND_FACTOR_PART);
      return (
        code.slice(0, reexport?.start) +
        `export { ${list(false)} } from ${JSON.stringify(source)};\n` +
        `export { ${list(true)} } from ${JSON.stringify(part)};` +
        code.slice(reexport?.end)
      );
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), appConfig(), inlineStylesheet(), splitAuthSdk()],
  server: { host: HOST, port: devPort(process.env), strictPort: true },
  build: {
    // dist/ is what firebase.json deploys: only production builds go there.
    outDir: mode === "production" ? "dist" : `build/${mode}`,
    // Every browser that runs this app preloads modules itself: no polyfill on the first load.
    modulePreload: false,
    target: "es2022",
  },
  test: {
    environment: "jsdom",
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/**/*.contract.test.ts"],
          setupFiles: ["src/testing/setup.ts"],
          // Vitest empties stylesheets unless told: LoadingScreen's test reads what this one shows.
          css: { include: [/\/src\/styles\.css\b/] },
        },
      },
      // Builds the app and checks what it ships (slower, in Node). Its tests run Vite and the
      // Firebase CLI, a second or two each here, but CI saw one take over Vitest's 5 s default on
      // a loaded 2-core runner, and Windows starts processes slower still: two minutes each.
      {
        test: {
          name: "build",
          include: ["tests/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // Runs the Firebase module against the real Auth emulator (see "test:emulated"): each case
      // makes several calls over the network, so it gets more than the default too.
      {
        // The SDK's browser build, the one that ships, not its Node build: only the browser's
        // keeps the session in localStorage, where src/firebase/storedSession.ts looks for it.
        resolve: {
          alias: [
            { find: /^@firebase\/auth$/, replacement: resolve(SDK, "index.js") },
            { find: /^@firebase\/auth\/internal$/, replacement: resolve(SDK, "internal.js") },
          ],
        },
        test: { name: "contract", include: ["src/**/*.contract.test.ts"], testTimeout: 30_000 },
      },
    ],
  },
}));
