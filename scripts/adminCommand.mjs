// What `npm run admin` reads, and what it says when it cannot act: its arguments, --help, where it
// acts, each refusal and failure in one line. Pure, so checks/adminCommand.test.ts tries each case
// without a service; scripts/admin.mjs makes the calls.
import { EMULATOR_PROJECT_ID } from "../src/config/readAppConfig.ts";
import { AUTH_EMULATOR_PORT, HOST } from "./ports.mjs";

export const USAGE = "npm run admin -- <command> <email> [--project <id>]";

/** The commands, in the order --help lists them. */
export const COMMANDS = {
  show: "prints what the service holds of the account",
  "sign-out-everywhere": "ends all its sessions (revokes its refresh tokens)",
  "remove-second-factors": "removes its second factors, after a proof of identity",
  disable: "keeps it from signing in, and ends its sessions",
  enable: "lets it sign in again",
};

/** @typedef {keyof typeof COMMANDS} Command */
/** @typedef {{ error: string }} Refusal a line to print, then exit 2: nothing was called */
/** @typedef {{ emulator: string | null; projectId: string }} Target emulator null: a real project */
/** @typedef {{ help: true } | { command: Command; email: string; target: Target }} Request */
/** @typedef {Record<string, string | undefined>} Env the environment, or a test's stand-in */

/** Firebase's shape of a project id: 6 to 30 lower-case letters, digits and hyphens. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

const ASK_HELP = "npm run admin -- --help lists the commands";

/** @returns {string} what --help prints */
export function helpText() {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
  return [
    `Usage: ${USAGE}`,
    "",
    `Acts on one account of the Auth emulator that npm start serves (${HOST}:${AUTH_EMULATOR_PORT}),`,
    "or of the real project that --project names, with Google's Application Default",
    "Credentials (gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS).",
    "",
    "Commands:",
    ...Object.entries(COMMANDS).map(([name, what]) => `  ${name.padEnd(width)}${what}`),
  ].join("\n");
}

/**
 * The emulator, unless `project` names a real one: never both, since the Admin SDK sends every
 * call to FIREBASE_AUTH_EMULATOR_HOST when it is set.
 * @param {string | null} project @param {Env} env @returns {Target | Refusal}
 */
function chooseTarget(project, env) {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (project === null) {
    return {
      emulator: emulator || `${HOST}:${AUTH_EMULATOR_PORT}`,
      projectId: EMULATOR_PROJECT_ID,
    };
  }
  if (emulator) {
    return {
      error: `FIREBASE_AUTH_EMULATOR_HOST is set (${emulator}), which sends every call to an emulator: unset it to act on ${project}.`,
    };
  }
  return { emulator: null, projectId: project };
}

/**
 * What to do, from the arguments that follow `npm run admin --`. Without that `--`, npm keeps
 * `--project <id>` for itself (and sets npm_config_project): the emulator must not be acted on
 * in the project's place.
 * @param {string[]} args @param {Env} env @returns {Request | Refusal}
 */
export function readRequest(args, env) {
  if (env.npm_config_project !== undefined) {
    return { error: `npm took --project for itself: put -- before the arguments (${USAGE}).` };
  }
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  /** @type {string[]} */
  const words = [];
  let project = null;
  for (const [i, arg] of args.entries()) {
    if (args[i - 1] === "--project") continue;
    if (arg === "--project") {
      project = args[i + 1] ?? "";
      if (!PROJECT_ID.test(project)) {
        return { error: `--project needs a project's id, such as my-app-1234: not "${project}".` };
      }
    } else if (arg.startsWith("-")) {
      return { error: `Unknown option "${arg}": ${ASK_HELP}.` };
    } else {
      words.push(arg);
    }
  }
  const [command, email, ...rest] = words;
  if (command === undefined) return { error: `Usage: ${USAGE} (${ASK_HELP}).` };
  if (!Object.hasOwn(COMMANDS, command)) {
    return { error: `Unknown command "${command}": ${ASK_HELP}.` };
  }
  if (email === undefined) return { error: `${command} needs the account's e-mail address.` };
  if (rest.length > 0) return { error: `One address at a time: "${rest.join(" ")}" is extra.` };
  const target = chooseTarget(project, env);
  return "error" in target ? target : { command: /** @type {Command} */ (command), email, target };
}

/** @param {Target} target @returns {string} */
export function where({ emulator, projectId }) {
  return emulator ? `the Auth emulator (${emulator})` : `project ${projectId}`;
}

/**
 * The one line that says why a call failed: a Firebase error's code, in words.
 * @param {{ code: string; message: string }} error
 * @param {string} email
 * @param {Target} target
 * @returns {string}
 */
export function failureMessage({ code, message }, email, target) {
  switch (code) {
    case "auth/user-not-found":
      return `No account has the address ${email} on ${where(target)}: nothing changed.`;
    case "auth/invalid-email":
      return `"${email}" is not an e-mail address: nothing changed.`;
    case "app/network-error":
      return target.emulator
        ? `No Auth emulator answers at ${target.emulator}: start it with npm start (in another terminal), then run this again.`
        : `Google's service could not be reached for ${where(target)}: check the connection, then run this again.`;
    case "app/invalid-credential":
      return `No credentials for ${where(target)}: run gcloud auth application-default login, or set GOOGLE_APPLICATION_CREDENTIALS to a service-account key kept outside the repository.`;
    default:
      return `The call to ${where(target)} failed (${code}): ${message.replace(/\n[\s\S]*/, "").trim()}`;
  }
}
