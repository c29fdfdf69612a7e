// Classic WebDriver, all that drives WebKitGTK here, has no console or network events and no way
// to run a script before the page's own. So WebKitGTK sessions load the app through this proxy,
// which puts a recorder first in every page it serves: it sees what goes wrong from the page's
// first byte, keeping it in the tab's sessionStorage so that a later navigation does not lose it.
import http from "node:http";
import type { AddressInfo } from "node:net";

const RECORDER_PATH = "/__e2e/recorder.js";

/** Where the recorder keeps the problems, as JSON `Problem`s (../problems.ts), per tab. */
export const PROBLEMS_KEY = "e2e-problems";

// A classic script, run before anything else in the page (CSP's script-src 'self' allows it).
const RECORDER = `(() => {
  const record = (kind, text, url) => {
    const problems = JSON.parse(sessionStorage.getItem("${PROBLEMS_KEY}") ?? "[]");
    problems.push({ kind, text, url });
    sessionStorage.setItem("${PROBLEMS_KEY}", JSON.stringify(problems));
  };
  // In the capture phase: a script or stylesheet that fails to load fires "error" on its element.
  addEventListener("error", (event) => {
    if (event.target instanceof Element) {
      const url = event.target.src ?? event.target.href;
      record("failed load", url, url);
    } else {
      record("uncaught error", event.message);
    }
  }, true);
  addEventListener("unhandledrejection", (event) =>
    record("unhandled rejection", String(event.reason)));
  const logError = console.error.bind(console);
  console.error = (...args) => {
    record("console error", args.map(String).join(" "));
    logError(...args);
  };
  const pageFetch = fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await pageFetch(...args);
    if (response.status >= 400) {
      record("failed request", response.status + " " + response.url, response.url);
    }
    return response;
  };
})();`;

/** The page with the recorder as the first script of its <head>. */
function withRecorder(page: string): string {
  return page.replace(/<head[^>]*>/i, (head) => `${head}<script src="${RECORDER_PATH}"></script>`);
}

/** Serves `appUrl` at a new loopback address, with the recorder in each page. */
export async function startRecordingProxy(
  appUrl: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const target = new URL(appUrl);
  const server = http.createServer((request, response) => {
    if (request.url === RECORDER_PATH) {
      response.writeHead(200, { "content-type": "text/javascript" }).end(RECORDER);
      return;
    }
    const upstream = http.request(
      new URL(request.url ?? "/", target),
      {
        method: request.method,
        // Unencoded, so that a page can be read and changed.
        headers: { ...request.headers, host: target.host, "accept-encoding": "identity" },
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (!answer.headers["content-type"]?.startsWith("text/html")) {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const page = withRecorder(Buffer.concat(chunks).toString());
          const headers = { ...answer.headers, "content-length": String(Buffer.byteLength(page)) };
          delete headers["transfer-encoding"];
          response.writeHead(status, headers).end(page);
        });
      },
    );
    upstream.on("error", (error) => response.writeHead(502).end(String(error)));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
