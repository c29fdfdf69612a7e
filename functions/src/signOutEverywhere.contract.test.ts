// @vitest-environment node
// The callable signOutEverywhere on the Functions emulator, beside the Auth emulator (both started
// by `npm run test:emulated`), called as the client SDK calls it: POST {"data": {}} with the ID
// token as a Bearer token. The accounts are made through the Auth emulator's REST API.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FUNCTIONS_EMULATOR_PORT, HOST } from "../../scripts/ports.mjs";
import {
  AUTH_EMULATOR_URL,
  EMULATOR_API_KEY,
  EMULATOR_PROJECT_ID,
} from "../../src/config/readAppConfig.ts";
import { REGION } from "./region.js";

const FUNCTION_URL = `http://${HOST}:${FUNCTIONS_EMULATOR_PORT}/${EMULATOR_PROJECT_ID}/${REGION}/signOutEverywhere`;
const PASSWORD = "correct-horse-battery";

/** One call to the Auth emulator's public REST API, e.g. "identitytoolkit.googleapis.com/v1/accounts:lookup". */
function authCall(path: string, body: object): Promise<Response> {
  return fetch(`${AUTH_EMULATOR_URL}/${path}?key=${EMULATOR_API_KEY}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

interface Session {
  email: string;
  idToken: string;
  refreshToken: string;
}

/** A new account, signed in: its first session. */
async function signedUp(): Promise<Session> {
  const email = `functions-${randomUUID()}@example.com`;
  const response = await authCall("identitytoolkit.googleapis.com/v1/accounts:signUp", {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  expect(response.status).toBe(200);
  return { email, ...((await response.json()) as Omit<Session, "email">) };
}

/** Whether the service still takes this ID token: its answer to the SDK's `reload()`. */
async function lookup(idToken: string): Promise<{ status: number; message?: string }> {
  const response = await authCall("identitytoolkit.googleapis.com/v1/accounts:lookup", { idToken });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message };
}

interface Answer {
  status: number;
  result?: { revokedAt: string };
  error?: { status: string; message: string };
}

async function signOutEverywhere(idToken?: string): Promise<Answer> {
  const response = await fetch(FUNCTION_URL, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data: {} }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, "status">) };
}

type Claims = Record<string, unknown> & { iat: number; auth_time: number };

function claimsOf(idToken: string): Claims {
  const [, payload = ""] = idToken.split(".");
  return JSON.parse(Buffer.from(payload, "base64url").toString()) as Claims;
}

/**
 * The Auth emulator's token with other claims. Its tokens are unsigned (`alg: none`), and the
 * Functions emulator decodes a callable's token without checking it: only there is a hand-made
 * token taken at all.
 */
function withClaims(idToken: string, changes: Partial<Claims>): string {
  const [header = ""] = idToken.split(".");
  const claims = { ...claimsOf(idToken), ...changes };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`;
}

/**
 * Resolves once the clock is past the whole second `seconds`. A revocation counts whole seconds,
 * so only a token issued in an earlier second than the revocation is refused.
 */
async function pastSecond(seconds: number): Promise<void> {
  while (Math.floor(Date.now() / 1000) <= seconds) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A session, then its account's sessions ended, a second after its ID token was issued. */
async function revoked(): Promise<Session & { answer: Answer; calledAt: number }> {
  const session = await signedUp();
  await pastSecond(claimsOf(session.idToken).iat);
  const calledAt = Date.now();
  return { ...session, answer: await signOutEverywhere(session.idToken), calledAt };
}

describe("signOutEverywhere on the emulators", () => {
  it("refuses a call with no ID token as unauthenticated", async () => {
    const answer = await signOutEverywhere();
    expect(answer.status).toBe(401);
    expect(answer.error?.status).toBe("UNAUTHENTICATED");
  });

  it("refuses a sign-in older than five minutes, and ends no session", async () => {
    const { idToken } = await signedUp();
    const { iat, auth_time } = claimsOf(idToken);
    // Past the token's second, so a revocation now would refuse it.
    await pastSecond(iat);
    const stale = withClaims(idToken, { auth_time: auth_time - 6 * 60 });
    const answer = await signOutEverywhere(stale);
    expect(answer.status).toBe(403);
    expect(answer.error?.status).toBe("PERMISSION_DENIED");
    expect(await lookup(idToken)).toEqual({ status: 200 });
  });

  it("ends a recent sign-in's sessions: an ID token issued before is refused, a new sign-in is not", async () => {
    const { email, idToken, answer, calledAt } = await revoked();
    expect(answer.status).toBe(200);
    const revokedAt = Date.parse(answer.result?.revokedAt ?? "");
    expect(revokedAt).toBeGreaterThanOrEqual(calledAt);
    expect(revokedAt).toBeLessThanOrEqual(Date.now());
    expect(await lookup(idToken)).toEqual({ status: 400, message: "TOKEN_EXPIRED" });

    const signIn = await authCall("identitytoolkit.googleapis.com/v1/accounts:signInWithPassword", {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    });
    const { idToken: newToken } = (await signIn.json()) as Session;
    expect(await lookup(newToken)).toEqual({ status: 200 });
  });

  // Google's service refuses the revoked refresh token too; the emulator does not, which the docs
  // say (docs/EMULATOR.md). Should it start refusing, this test fails so that they are updated.
  it("on the emulator only, still refreshes a revoked refresh token", async () => {
    const { idToken, refreshToken, answer } = await revoked();
    expect(answer.status).toBe(200);
    expect(await lookup(idToken)).toEqual({ status: 400, message: "TOKEN_EXPIRED" });
    const refreshed = await fetch(
      `${AUTH_EMULATOR_URL}/securetoken.googleapis.com/v1/token?key=${EMULATOR_API_KEY}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
      },
    );
    expect(refreshed.status).toBe(200);
  });
});
