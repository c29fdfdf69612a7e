// The environment the build tests give their child processes: none of the developer's settings
// (a .env's VITE_* or RECAPTCHA_ENTERPRISE exported in the shell would change what they test), but
// what the system needs to start Node and firebase-tools at all.

/**
 * What Windows programs need: Node's sockets and crypto need SystemRoot, the home folder and
 * firebase-tools' settings USERPROFILE and APPDATA, the temporary folder TEMP or TMP, and a shell
 * (npm's, firebase-tools' hooks) ComSpec and PATHEXT.
 */
const WINDOWS_NEEDS = [
  "SystemRoot",
  "windir",
  "ComSpec",
  "PATHEXT",
  "TEMP",
  "TMP",
  "USERPROFILE",
  "APPDATA",
  "LOCALAPPDATA",
];

type Env = Record<string, string | undefined>;

/** `name`'s value in `env`, whatever its case on Windows, where names are case-insensitive. */
function lookUp(env: Env, name: string, platform: string): string | undefined {
  if (platform !== "win32") return env[name];
  const key = Object.keys(env).find((candidate) => candidate.toUpperCase() === name.toUpperCase());
  return key === undefined ? undefined : env[key];
}

/** PATH and, on Windows, WINDOWS_NEEDS from `parent`; then `extra`, which wins. */
export function cleanEnv(
  parent: Env,
  platform: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const names = platform === "win32" ? ["PATH", ...WINDOWS_NEEDS] : ["PATH"];
  const env: Record<string, string> = {};
  for (const name of names) {
    const value = lookUp(parent, name, platform);
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}
