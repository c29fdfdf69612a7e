// @vitest-environment node
// `npm run admin` itself (scripts/admin.mjs), run as the owner runs it, against the Auth emulator
// that `npm run test:emulated` starts. Each command changes the account as it says, and each
// refusal says one line, exits non-zero and changes nothing. The account is set up and read back
// through the emulator's own REST API, never through the command's Admin SDK. The command runs
// without FIREBASE_AUTH_EMULATOR_HOST unless a case sets it: the emulator is its default.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { realpathSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { AUTH_EMULATOR_URL, EMULATOR_API_KEY } from "../src/config/readAppConfig.ts";
import { account, admin } from "../src/testing/shared/authEmulatorAdmin";
import { cleanEnv } from "./cleanEnv";

const ROOT = resolve(import.meta.dirname, "..");
const PASSWORD = "correct horse battery staple";
const EMULATOR = "the Auth emulator (127.0.0.1:9099)";
/** The temporary folder by its real name, not a short one Windows may give. */
const TEMP = realpathSync.native(tmpdir());

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `node scripts/admin.mjs ...args`, with only PATH (and Windows' needs) and `env` set. */
function runAdmin(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["scripts/admin.mjs", ...args], {
      cwd: ROOT,
      env: cleanEnv(process.env, process.platform, env),
    });
    let [stdout, stderr] = ["", ""];
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", fail);
    child.on("close", (status) => {
      done({ status, stdout, stderr });
    });
  });
}

/** A new account with a password, as the emulator holds it: its address and uid. */
async function newAccount(): Promise<{ email: string; localId: string }> {
  const email = `admin-${randomUUID()}@example.com`;
  const { localId } = (await admin("accounts", { email, password: PASSWORD })) as {
    localId: string;
  };
  return { email, localId };
}

/** Everything the emulator holds of the account with this uid. */
async function stored(localId: string): Promise<Record<string, unknown>> {
  const { users } = (await admin("accounts:lookup", { localId: [localId] })) as {
    users: Record<string, unknown>[];
  };
  return users[0] ?? {};
}

/** One call of the app's own, with the emulator's API key: the service's answer. */
function call(method: string, body: object): Promise<Response> {
  const url = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/${method}?key=${EMULATOR_API_KEY}`;
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

function signIn(email: string): Promise<Response> {
  return call("accounts:signInWithPassword", {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
}

/** The ID token of a sign-in with the password alone, and when it was issued (seconds). */
async function signedIn(email: string): Promise<{ idToken: string; iat: number }> {
  const { idToken } = (await (await signIn(email)).json()) as { idToken: string };
  const payload = Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString();
  return { idToken, iat: (JSON.parse(payload) as { iat: number }).iat };
}

/** A port on which nothing listens, as far as this machine can tell. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

/** A date the emulator keeps in milliseconds, as the command prints it: whole seconds, in UTC. */
function printed(milliseconds: number): string {
  return new Date(Math.floor(milliseconds / 1000) * 1000).toISOString();
}

describe("npm run admin, on the Auth emulator", () => {
  it("--help lists the five commands, and exits 0", async () => {
    const { status, stdout, stderr } = await runAdmin(["--help"]);
    expect([status, stderr]).toEqual([0, ""]);
    for (const name of [
      "show",
      "sign-out-everywhere",
      "remove-second-factors",
      "disable",
      "enable",
    ]) {
      expect(stdout).toMatch(new RegExp(`^  ${name} `, "m"));
    }
  });

  it("show prints the account and changes nothing", async () => {
    const { email, localId } = await newAccount();
    await admin("accounts:update", { localId, emailVerified: true });
    expect((await signIn(email)).status).toBe(200);
    const enrollment = {
      phoneInfo: "+16505550101",
      mfaEnrollmentId: "phone-1",
      displayName: "Work",
    };
    await admin("accounts:update", {
      localId,
      mfa: { enrollments: [{ ...enrollment, enrolledAt: "2026-11-26T08:00:00Z" }] },
    });
    const before = await stored(localId);

    const { status, stdout, stderr } = await runAdmin(["show", email]);

    expect([status, stderr]).toEqual([0, ""]);
    expect(stdout).toBe(
      [
        `${email} on ${EMULATOR}`,
        `  uid:                ${localId}`,
        "  address verified:   yes",
        '  second factors:     phone +16505550101 "Work" (added 2026-11-26T08:00:00.000Z)',
        "  disabled:           no",
        `  last sign-in:       ${printed(Number(before.lastLoginAt))}`,
        `  tokens valid since: ${printed(Number(before.validSince) * 1000)}`,
        "",
      ].join("\n"),
    );
    expect(await stored(localId)).toEqual(before);
  });

  it("sign-out-everywhere revokes the account's tokens: one issued before is refused", async () => {
    const { email, localId } = await newAccount();
    const { idToken, iat } = await signedIn(email);
    // The service counts a revocation in whole seconds: a token of that same second stays valid.
    await vi.waitUntil(() => Date.now() >= (iat + 1) * 1000, { timeout: 2000, interval: 20 });

    const { status, stdout, stderr } = await runAdmin(["sign-out-everywhere", email]);

    expect([status, stderr]).toEqual([0, ""]);
    const validSince = Number((await stored(localId)).validSince);
    expect(validSince).toBeGreaterThan(iat);
    expect(stdout).toBe(
      `Signed out everywhere: ${email} (uid ${localId}) on ${EMULATOR}. Its tokens are valid since ${printed(validSince * 1000)}: each browser signed in before then is signed out at its next token refresh, within the hour.\n`,
    );
    const lookup = await call("accounts:lookup", { idToken });
    expect(lookup.status).toBe(400);
    expect(await lookup.text()).toContain("TOKEN_EXPIRED");
  });

  it("remove-second-factors removes every factor, then says there is none left", async () => {
    const { email, localId } = await newAccount();
    await admin("accounts:update", {
      localId,
      mfa: {
        enrollments: [
          { phoneInfo: "+16505550101", mfaEnrollmentId: "phone-1" },
          { phoneInfo: "+16505550102", mfaEnrollmentId: "phone-2", displayName: "Home" },
        ],
      },
    });
    const who = `${email} (uid ${localId}) on ${EMULATOR}`;

    const removed = await runAdmin(["remove-second-factors", email]);

    expect(removed).toEqual({
      status: 0,
      stdout: `Removed the second factors of ${who}: phone +16505550101, phone +16505550102 "Home". It signs in with its password alone now.\n`,
      stderr: "",
    });
    const after = await stored(localId);
    expect(after.mfaInfo).toBeUndefined();
    expect(await runAdmin(["remove-second-factors", email])).toEqual({
      status: 0,
      stdout: `${who} has no second factor: nothing changed.\n`,
      stderr: "",
    });
    expect(await stored(localId)).toEqual(after);
    expect(await signedIn(email)).toHaveProperty("idToken");
  });

  it("disable keeps the account out and ends its sessions; enable lets it in again", async () => {
    const { email, localId } = await newAccount();
    const { idToken } = await signedIn(email);
    const who = `${email} (uid ${localId}) on ${EMULATOR}`;

    expect(await runAdmin(["disable", email])).toEqual({
      status: 0,
      stdout: `Disabled ${who}: it cannot sign in, and its sessions end at their next token refresh.\n`,
      stderr: "",
    });
    const disabled = await stored(localId);
    expect(disabled.disabled).toBe(true);
    for (const refusal of [await signIn(email), await call("accounts:lookup", { idToken })]) {
      expect(refusal.status).toBe(400);
      expect(await refusal.text()).toContain("USER_DISABLED");
    }
    expect(await runAdmin(["disable", email])).toEqual({
      status: 0,
      stdout: `${who} is disabled already: nothing changed.\n`,
      stderr: "",
    });
    expect(await stored(localId)).toEqual(disabled);

    expect(await runAdmin(["enable", email])).toEqual({
      status: 0,
      stdout: `Enabled ${who}: it can sign in again.\n`,
      stderr: "",
    });
    const enabled = await stored(localId);
    expect(enabled.disabled).toBe(false);
    expect(await runAdmin(["enable", email])).toEqual({
      status: 0,
      stdout: `${who} is not disabled: nothing changed.\n`,
      stderr: "",
    });
    expect(await stored(localId)).toEqual(enabled);
    expect((await signIn(email)).status).toBe(200);
  });
});

describe("npm run admin refuses, in one line, and changes nothing", () => {
  const HELP = "npm run admin -- --help lists the commands";

  /** Runs `args(email)` on a new account's address: the refusal `line`, and no change. */
  async function expectRefused(
    args: (email: string) => string[],
    line: (email: string) => string,
    { status = 2, env = {} }: { status?: number; env?: Record<string, string> } = {},
  ) {
    const { email, localId } = await newAccount();
    const before = await stored(localId);
    expect(await runAdmin(args(email), env)).toEqual({
      status,
      stdout: "",
      stderr: `${line(email)}\n`,
    });
    expect(await stored(localId)).toEqual(before);
  }

  it("an unknown command", async () => {
    await expectRefused(
      (email) => ["frob", email],
      () => `Unknown command "frob": ${HELP}.`,
    );
  });

  it("a command without an address", async () => {
    await expectRefused(
      () => ["disable"],
      () => "disable needs the account's e-mail address.",
    );
  });

  it("an unknown option", async () => {
    await expectRefused(
      (email) => ["disable", email, "--force"],
      () => `Unknown option "--force": ${HELP}.`,
    );
  });

  it("an address no account has, which it does not create either", async () => {
    const unknown = `nobody-${randomUUID()}@example.com`;
    await expectRefused(
      () => ["disable", unknown],
      () => `No account has the address ${unknown} on ${EMULATOR}: nothing changed.`,
      { status: 1 },
    );
    expect(await account(unknown)).toBeUndefined();
  });

  it("a malformed address", async () => {
    await expectRefused(
      (email) => ["disable", email.replace("@", ".")],
      (email) => `"${email.replace("@", ".")}" is not an e-mail address: nothing changed.`,
      { status: 1 },
    );
  });

  it("--project while FIREBASE_AUTH_EMULATOR_HOST is set", async () => {
    await expectRefused(
      (email) => ["disable", email, "--project", "my-app-1234"],
      () =>
        "FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099), which sends every call to an emulator: unset it to act on my-app-1234.",
      { env: { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" } },
    );
  });

  it("a --project that npm took for itself, without -- before it", async () => {
    // What `npm run admin --project my-app-1234 disable <email>` leaves the command.
    await expectRefused(
      (email) => ["my-app-1234", "disable", email],
      () =>
        "npm took --project for itself: put -- before the arguments (npm run admin -- <command> <email> [--project <id>]).",
      { env: { npm_config_project: "true" } },
    );
  });

  it("no emulator running, saying to start it with npm start", async () => {
    const host = `127.0.0.1:${await closedPort()}`;
    await expectRefused(
      (email) => ["disable", email],
      () =>
        `No Auth emulator answers at ${host}: start it with npm start (in another terminal), then run this again.`,
      { status: 1, env: { FIREBASE_AUTH_EMULATOR_HOST: host } },
    );
  });

  const NO_CREDENTIALS =
    "No credentials for project my-app-1234: run gcloud auth application-default login, or set GOOGLE_APPLICATION_CREDENTIALS to a service-account key kept outside the repository.";

  it("a real project without credentials, before any call leaves the machine", async () => {
    const missingKey = join(TEMP, `no-key-${randomUUID()}.json`);
    await expectRefused(
      (email) => ["disable", email, "--project", "my-app-1234"],
      () => NO_CREDENTIALS,
      { status: 1, env: { GOOGLE_APPLICATION_CREDENTIALS: missingKey } },
    );
  });

  it("a real project and no credentials found, in one line though the search warns", async () => {
    // No gcloud credentials (a config folder that does not exist), and a metadata server, as on
    // Google's machines, whose odd answer makes google-auth-library warn: no call leaves this
    // machine.
    const metadata = createHttpServer((_, response) => response.writeHead(403).end());
    await new Promise<void>((listening) => metadata.listen(0, "127.0.0.1", listening));
    const { port } = metadata.address() as AddressInfo;
    try {
      await expectRefused(
        (email) => ["disable", email, "--project", "my-app-1234"],
        () => NO_CREDENTIALS,
        {
          status: 1,
          env: {
            CLOUDSDK_CONFIG: join(TEMP, `no-gcloud-${randomUUID()}`),
            GCE_METADATA_HOST: `127.0.0.1:${port}`,
          },
        },
      );
    } finally {
      metadata.close();
    }
  });
});
