// @vitest-environment node
// `npm run check:site`, run as an owner runs it: against the Hosting emulator serving the emulator
// build with firebase.json's headers (it holds), against a server that sends none of them (it
// fails, naming each), and with an address that is malformed or that nothing answers (one line,
// no stack). Runs inside `node scripts/emulators.mjs exec` (`npm run test:emulated`).
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMULATOR_CONFIG } from "../scripts/hostingConfig.mjs";
import { appUrl } from "../scripts/ports.mjs";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function checkSite(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["scripts/checkSite.mjs", ...args], (error, stdout, stderr) => {
      resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr });
    });
  });
}

/** Starts `server` on a free port of this machine; its address. */
async function serve(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("npm run check:site", () => {
  it("holds against the Hosting emulator, saying what it cannot check there", async () => {
    const { code, stdout, stderr } = await checkSite(appUrl(), "--config", EMULATOR_CONFIG);
    expect(stderr).toBe("");
    expect(stdout).not.toMatch(/^FAIL/m);
    expect(stdout).toMatch(/^All \d+ checks hold; 2 not judged/m);
    expect(code).toBe(0);
    for (const row of [
      /^\S+\s+CSP: require-trusted-types-for 'script'\s.*\sok$/m,
      /^\S+\s+HSTS \(a year\+, includeSubDomains\)\s.*\sok$/m,
      /^\S+\s+Cache-Control \(no-store\)\s+no-store\s+no-store\s+ok$/m,
      /^\S+\s+Cache-Control \(immutable, a year\+\)\s.*\sok$/m,
      /^\S+\s+Status\s+404\s+404\s+ok$/m,
      /^\S+\s+Google's auth handler\s.*\snot here$/m,
      /^\S+\s+HTTPS, where HSTS takes effect\s.*\snot here$/m,
    ]) {
      expect(stdout).toMatch(row);
    }
  });

  describe("against a server that sends none of firebase.json's headers", () => {
    const server = createServer((request, response) => {
      response.end(request.url === "/" ? '<script src="/assets/index-0000aaaa.js"></script>' : "");
    });
    let address = "";
    beforeAll(async () => {
      address = await serve(server);
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it("fails, naming each failure on a line of its own, the CSP and HSTS among them", async () => {
      const { code, stdout } = await checkSite(address);
      expect(code).toBe(1);
      const failures = stdout.split("\n").filter((line) => line.startsWith("FAIL "));
      expect(failures).toContainEqual(expect.stringMatching(/^FAIL CSP on \/, /));
      expect(failures).toContainEqual(
        expect.stringMatching(/^FAIL HSTS \(a year\+, includeSubDomains\) on \/, /),
      );
      expect(failures).toContainEqual(
        expect.stringMatching(/^FAIL Cache-Control \(no-store\) on \/auth\/action:/),
      );
      expect(failures).toContainEqual(
        expect.stringMatching(
          /^FAIL Status on \/assets\/check-site-missing.js: found 200; promised 404$/,
        ),
      );
      expect(stdout).toMatch(new RegExp(`^${failures.length} of the \\d+ rows fail`, "m"));
    });
  });

  it("refuses an address that is not a site's in one line", async () => {
    const { code, stdout, stderr } = await checkSite("example.web.app");
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(
      /^Not a site's address: "example.web.app" \(npm run check:site -- https:\/\/<your site>.*\)\n$/,
    );
  });

  it("says in one line when nothing answers at the address", async () => {
    const closed = createServer();
    const address = await serve(closed);
    await new Promise((resolve) => closed.close(resolve));
    const { code, stdout, stderr } = await checkSite(address);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(`Cannot reach ${address}: ECONNREFUSED\n`);
  });
});
