import { PluginKind, declareValuePlugin } from "@stryker-mutator/api/plugin";

/** @typedef {import("@stryker-mutator/instrumenter").babel.NodePath} NodePath */

const REASON =
  "Lingui's macro reads a message as written (its words, plural choices, comment and context) " +
  "to make its id as the code is built; what it says is for the catalogs' tests to check.";

/** Lingui's macros are imported from "@lingui/core/macro", "@lingui/react/macro" and the like. */
const MACRO_MODULE = /^@lingui\/(?:[\w-]+\/)?macro$/;

/**
 * Whether `name`, where `path` uses it, is a macro Lingui compiles away: one imported from its
 * macro modules (`msg`, `t`, `plural`, `Trans` …), or the `t` that `useLingui()` gives.
 * @param {NodePath} path
 * @param {string} name
 * @returns {boolean}
 */
function isMacro(path, name) {
  const declared = path.scope.getBinding(name)?.path;
  if (declared?.isImportSpecifier()) {
    const { parent } = declared;
    return parent.type === "ImportDeclaration" && MACRO_MODULE.test(parent.source.value);
  }
  if (declared?.isVariableDeclarator() && declared.node.id.type === "ObjectPattern") {
    const init = declared.get("init");
    const callee = init.isCallExpression() ? init.get("callee") : undefined;
    return callee?.isIdentifier() === true && isMacro(callee, callee.node.name);
  }
  return false;
}

/**
 * Leaves out the macros' calls, tagged templates and JSX (`t`…``, `msg({ comment, message })`,
 * `plural(n, { one, other })`, `<Trans>`): the macro compiles each into a message id at build
 * time, and finds nothing to compile in a descriptor or plural a mutant has wrapped, so every
 * test of the file fails.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "lingui", {
    /** @param {NodePath} path */
    shouldIgnore(path) {
      const name = path.isCallExpression()
        ? path.get("callee")
        : path.isTaggedTemplateExpression()
          ? path.get("tag")
          : path.isJSXElement()
            ? path.get("openingElement").get("name")
            : undefined;
      if (!name?.isIdentifier() && !name?.isJSXIdentifier()) return undefined;
      return isMacro(path, name.node.name) ? REASON : undefined;
    },
  }),
];
