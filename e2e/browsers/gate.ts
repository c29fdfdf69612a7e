// The hold gate: a small reverse proxy at the Auth emulator's usual address, where the app's calls
// go, in front of the emulator that package.json's test:browsers moves elsewhere
// (AUTH_EMULATOR_PORT; `firebase emulators:exec` says where in FIREBASE_AUTH_EMULATOR_HOST).
// Playwright can hold a request in Chromium and Firefox but selenium cannot in WebKit, so every
// engine's calls are held here, the same way. The tests, in other processes, steer it over HTTP:
//   POST /__gate/hold?endpoint=accounts:signInWithPassword&email=E  -> id
//   GET  /__gate/held/ID   -> how many calls are held     POST /__gate/release/ID
import { randomUUID } from "node:crypto";
import http from "node:http";
import { AUTH_EMULATOR_URL } from "../../src/config/readAppConfig.ts";

export const GATE_URL = AUTH_EMULATOR_URL;

interface Hold {
  endpoint: string;
  email: string;
  held: number;
  release: () => void;
  released: Promise<void>;
}

function controlAnswer(holds: Map<string, Hold>, method: string, url: URL): string | undefined {
  const [, , action, holdId = ""] = url.pathname.split("/");
  if (method === "POST" && action === "hold") {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const hold = {
      endpoint: url.searchParams.get("endpoint") ?? "",
      email: url.searchParams.get("email") ?? "",
      held: 0,
      release,
      released,
    };
    const id = randomUUID();
    holds.set(id, hold);
    return id;
  }
  const hold = holds.get(holdId);
  if (method === "GET" && action === "held" && hold) return String(hold.held);
  if (method === "POST" && action === "release" && hold) {
    hold.release();
    holds.delete(holdId);
    return "released";
  }
  return undefined;
}

/** Starts the gate; resolves to a function that stops it. */
export async function startGate(): Promise<() => Promise<void>> {
  const holds = new Map<string, Hold>();
  const target = new URL(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ""}`);
  if (target.origin === GATE_URL) {
    throw new Error(
      "Run these tests with `npm run test:browsers`: the gate takes the emulator's address.",
    );
  }
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", GATE_URL);
    if (url.pathname.startsWith("/__gate/")) {
      const answer = controlAnswer(holds, request.method ?? "", url);
      response.writeHead(answer === undefined ? 404 : 200).end(answer);
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const hold = [...holds.values()].find(
        (candidate) =>
          url.pathname.endsWith(`/${candidate.endpoint}`) &&
          body.toString().includes(JSON.stringify(candidate.email)),
      );
      if (hold) hold.held += 1;
      void (hold?.released ?? Promise.resolve()).then(() => {
        const upstream = http.request(
          new URL(url.pathname + url.search, target),
          { method: request.method, headers: { ...request.headers, host: target.host } },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on("error", (error) => response.writeHead(502).end(String(error)));
        upstream.end(body);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(new URL(GATE_URL).port), new URL(GATE_URL).hostname, resolve);
  });
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
}
