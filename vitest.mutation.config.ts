// The Vitest config of `npm run mutation` (stryker.config.mjs): vite.config.ts with only the
// projects that test src/, the component tests and the contract suite. The build checks of checks/
// build the app, which tells nothing about a mutant and takes minutes.
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import viteConfig from "./vite.config.ts";

const MUTATION_PROJECTS = ["unit", "contract"];

function testsSrc(project: unknown): project is TestProjectInlineConfiguration {
  const name = (project as TestProjectInlineConfiguration | undefined)?.test?.name;
  return typeof name === "string" && MUTATION_PROJECTS.includes(name);
}

export default defineConfig((env) => {
  const config = viteConfig(env);
  return { ...config, test: { ...config.test, projects: config.test?.projects?.filter(testsSrc) } };
});
