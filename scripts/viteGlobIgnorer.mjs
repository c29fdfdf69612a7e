import { PluginKind, declareValuePlugin } from "@stryker-mutator/api/plugin";

/** @typedef {import("@stryker-mutator/instrumenter").babel.NodePath} NodePath */

const REASON =
  "Vite expands import.meta.glob(…) as the code is built, and reads its arguments as literals: " +
  "a mutant's wrapped argument fails the build of every module that imports the file.";

/** Leaves out `import.meta.glob(…)` calls (src/passwords/commonPasswords.ts lists its chunks so). */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "vite-glob", {
    /** @param {NodePath} path */
    shouldIgnore(path) {
      if (!path.isCallExpression()) return undefined;
      const callee = path.get("callee");
      if (!callee.isMemberExpression() || callee.node.computed) return undefined;
      const object = callee.get("object");
      const isGlob =
        object.isMetaProperty() &&
        object.node.meta.name === "import" &&
        object.node.property.name === "meta" &&
        callee.get("property").isIdentifier({ name: "glob" });
      return isGlob ? REASON : undefined;
    },
  }),
];
