import type { ChildProcess, SpawnOptions, SpawnSyncOptions } from "node:child_process";

export type EngineName = "chromium" | "firefox" | "webkit";
export type Engine =
  | { engine: EngineName; backend: "playwright" }
  | { engine: "chromium"; backend: "system"; executablePath: string }
  | { engine: "firefox"; backend: "moz-firefox"; executablePath: string }
  | { engine: "webkit"; backend: "webkitgtk"; webDriver: string; miniBrowser: string };
export interface Machine {
  platform: string;
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  listDir: (dir: string) => string[];
  playwrightBuilds: Record<EngineName, string>;
}
export declare const DEBIAN_PACKAGES: Record<EngineName, string[]>;
export declare function findOnPath(machine: Machine, name: string): string | null;
export declare function locateEngines(machine: Machine): {
  engines: Engine[];
  missing: EngineName[];
};
export declare function needsVirtualDisplay(machine: Pick<Machine, "platform" | "env">): boolean;
export declare function installAdvice(missing: EngineName[], platform: string): string;
export declare function installPlan(
  missing: EngineName[],
  machine: { platform: string; isRoot: boolean; hasAptGet: boolean },
): {
  playwright: { install: EngineName[]; systemLibraries: boolean };
  debianPackages: string[];
  rootCommand: string | null;
  advice: string;
};
export declare function treeKill(platform: string): "taskkill" | "process-group";
export declare function thisMachine(): Machine;
export declare function cliEntry(packageName: string, command?: string): string;
export declare function startTree(
  args: string[],
  options?: SpawnOptions,
): { child: ChildProcess; stop: () => Promise<void> };
export declare function runOrExit(args: string[], options?: SpawnSyncOptions): void;
