// The first load of a build, measured one way for the app and for the floor (bench/floor/): the
// entry chunk and the chunks it imports statically, each gzipped at level 9.
import { mkdtempSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { build } from "vite";

/** @typedef {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} Manifest */

/** @param {string} dir a build's folder, with its `.vite/manifest.json` @returns {Manifest} */
export function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8"));
}

/**
 * The files of a build's first load: the entry chunk (the script index.html loads) and every
 * chunk it imports statically. Chunks imported dynamically come later.
 * @param {string} dir
 * @returns {string[]}
 */
export function firstLoad(dir) {
  const manifest = readManifest(dir);
  const keys = new Set(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  for (const key of keys) for (const imported of manifest[key]?.imports ?? []) keys.add(imported);
  return [...keys].map((key) => manifest[key]?.file ?? "");
}

/**
 * Each file's size gzipped at level 9, with their total.
 * @param {string} dir
 * @param {string[]} files
 */
export function gzipSizes(dir, files) {
  const sizes = files.map((file) => {
    const bytes = readFileSync(join(dir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { sizes, total: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}

/**
 * Builds the floor (bench/floor/), the least app on the same libraries, for production, as
 * vite.config.ts builds the app, into a temporary folder; answers its first load's gzipped bytes.
 * @returns {Promise<number>}
 */
export async function floorFirstLoad() {
  const root = join(import.meta.dirname, "floor");
  const outDir = mkdtempSync(join(realpathSync.native(tmpdir()), "floor-"));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production"; // React's production build, under Vitest too
  try {
    await build({
      root,
      configFile: false,
      mode: "production",
      logLevel: "silent",
      plugins: [
        react(),
        lingui({ configPath: join(root, "lingui.config.ts"), macroTransform: true }),
      ],
      build: { outDir, emptyOutDir: true, manifest: true, modulePreload: false, target: "es2022" },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return gzipSizes(outDir, firstLoad(outDir)).total;
}
