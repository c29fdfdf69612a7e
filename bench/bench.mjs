// `npm run bench`: measures the app as `npm start` serves it (run inside the emulators by
// scripts/emulators.mjs), over cold runs in headless Chromium, then with Lighthouse (mobile).
// Prints min / median / max for each figure, and the floor's first load (bench/floor/), and
// writes them to bench/results.json.
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { APP_URL, CHROMIUM_ARGS, chromiumPath } from "../scripts/browser.mjs";
import { floorFirstLoad } from "./firstLoad.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = "bench-password";

/**
 * Resolves once `predicate` holds in the page (checked on each DOM change), with the time the
 * frame that shows it begins to paint: a DOM change is only seen once a frame paints it.
 * Installed before any of the page's own scripts run, and starts watching for the home screen at
 * once: `page.goto` returns on the load event, which may come after that screen is up.
 */
function installWaitFor() {
  window.benchWaitFor = (predicate) =>
    new Promise((resolve) => {
      const check = () => {
        if (!predicate()) return false;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now()));
        return true;
      };
      const observer = new MutationObserver(check);
      if (!check())
        observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
  // The home's auth state: signed out, unless a repeat visit asked for a signed-in one.
  const text = sessionStorage.getItem("bench-wait-for") ?? "Current User : None";
  window.benchHomeReady = window.benchWaitFor(
    () => document.body?.textContent.includes(text) ?? false,
  );
}

/** Clicks the button named `name`, then times how long until `text` shows on `path`. */
function timeClick(page, name, path, text) {
  return page.evaluate(
    ([name, path, text]) => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent === name);
      const start = performance.now();
      button.click();
      return window
        .benchWaitFor(() => location.pathname === path && document.body.textContent.includes(text))
        .then((end) => end - start);
    },
    [name, path, text],
  );
}

/** Creates the account on the sign-up screen; times the click to the signed-in home. */
async function timedSignUp(page, email) {
  await page.goto(`${APP_URL}/auth/sign-up`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  return timeClick(page, "Create Account", "/", `Current User : ${email}`);
}

function firstContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((entries) => {
          const [paint] = entries.getEntriesByName("first-contentful-paint");
          if (paint) resolve(paint.startTime);
        }).observe({ type: "paint", buffered: true });
      }),
  );
}

/**
 * The floor for the figure above on this machine: the same index.html, served the same way,
 * with its script refused, so nothing but the HTML and its inlined stylesheet is painted.
 */
async function noScriptPaint(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(`${APP_URL}/`);
  const fcp = await firstContentfulPaint(page);
  await context.close();
  return fcp;
}

async function browserRun(browser, run) {
  const context = await browser.newContext(); // a new profile: cold cache, no session
  const page = await context.newPage();
  await page.addInitScript(installWaitFor);
  await page.goto(`${APP_URL}/`);
  const homeReady = await page.evaluate(() => window.benchHomeReady);
  const fcp = await firstContentfulPaint(page);
  // The first load is what index.html names (its script and the modules it preloads); the
  // database client comes later, once the first screen has been painted, so it is counted apart.
  await page.waitForLoadState("networkidle");
  const js = await page.evaluate(() => {
    const named = new Set(
      [...document.querySelectorAll("script[src], link[rel=modulepreload]")].map(
        (element) => element.src ?? element.href,
      ),
    );
    const scripts = performance
      .getEntriesByType("resource")
      .filter(({ name }) => new URL(name).pathname.endsWith(".js"));
    const sum = (entries, size) => entries.reduce((total, entry) => total + entry[size], 0);
    const firstLoad = scripts.filter(({ name }) => named.has(name));
    // The chunk of src/firebase/firebaseIdentity.ts, the SDK's (none while the SDK was in the entry).
    const sdk = scripts.filter(({ name }) => /\/firebaseIdentity-[^/]*\.js$/.test(name));
    return {
      gzip: sum(firstLoad, "encodedBodySize"),
      raw: sum(firstLoad, "decodedBodySize"),
      sdk: sum(sdk, "encodedBodySize"),
      visit: sum(scripts, "encodedBodySize"),
    };
  });

  const email = `bench-${Date.now()}-${run}@example.com`;
  const signUp = await timedSignUp(page, email);
  const signOut = await timeClick(page, "Sign Out", "/", "Current User : None");
  await page.goto(`${APP_URL}/auth/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  const signIn = await timeClick(page, "Login", "/", `Current User : ${email}`);
  await context.close();
  return {
    "first-load JS, gzipped (B)": js.gzip,
    "first-load JS, raw (B)": js.raw,
    "SDK chunk, after the first screen, gzipped (B)": js.sdk,
    "all JS of the visit, gzipped (B)": js.visit,
    "first contentful paint (ms)": fcp,
    "the same, script refused (ms)": await noScriptPaint(browser),
    "home shows auth state (ms)": homeReady,
    "sign-up click to home (ms)": signUp,
    "sign-in click to home (ms)": signIn,
    "sign-out click to signed-out home (ms)": signOut,
  };
}

/** A round trip as slow as a mobile visitor's far from the server (Chrome DevTools' latency). */
const ROUND_TRIP_MS = 100;

/**
 * A repeat visit: the browser has the app in its HTTP cache from a first visit, then comes back
 * over a 100 ms round trip. Counts the requests that reach a server (revalidations
 * included, answers from the cache not) and times navigation start to the home's auth state.
 */
async function repeatVisit(browser, run, signedIn) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(installWaitFor);
  const email = `bench-repeat-${Date.now()}-${run}@example.com`;
  if (signedIn) {
    await timedSignUp(page, email);
  } else {
    await page.goto(`${APP_URL}/`);
  }
  await page.waitForLoadState("networkidle");

  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: ROUND_TRIP_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const reached = { app: 0, service: 0 };
  // A memory-cache answer is reported as served from the cache, then as a response like any other.
  const fromCache = new Set();
  cdp.on("Network.requestServedFromCache", ({ requestId }) => fromCache.add(requestId));
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    if (fromCache.has(requestId) || response.fromDiskCache || response.fromPrefetchCache) return;
    reached[response.url.startsWith(APP_URL) ? "app" : "service"] += 1;
  });
  const text = `Current User : ${signedIn ? email : "None"}`;
  await page.evaluate((text) => {
    sessionStorage.setItem("bench-wait-for", text);
  }, text);
  await page.goto(`${APP_URL}/`);
  const ready = await page.evaluate(() => window.benchHomeReady);
  await page.waitForLoadState("networkidle");
  await context.close();
  const who = signedIn ? "signed in" : "signed out";
  return {
    [`repeat visit, ${who}: app requests`]: reached.app,
    [`repeat visit, ${who}: service requests`]: reached.service,
    [`repeat visit, ${who}: home shows auth state (ms)`]: ready,
  };
}

async function lighthouseRun(port, path, attempt = 1) {
  const { lhr } = await lighthouse(`${APP_URL}${path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
  });
  // A run Lighthouse could not complete (e.g. a load timeout on a busy machine) has no figures:
  // try again rather than average in zeros.
  if (lhr.runtimeError) {
    if (attempt === 3) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
    console.warn(`Lighthouse on ${path}: ${lhr.runtimeError.code}, trying again`);
    return lighthouseRun(port, path, attempt + 1);
  }
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    [`${path} performance`]: score("performance"),
    [`${path} accessibility`]: score("accessibility"),
    [`${path} best practices`]: score("best-practices"),
    [`${path} FCP (ms)`]: audit("first-contentful-paint"),
    [`${path} LCP (ms)`]: audit("largest-contentful-paint"),
    [`${path} TBT (ms)`]: audit("total-blocking-time"),
    [`${path} CLS`]: audit("cumulative-layout-shift"),
  };
}

function summarise(runs) {
  const figures = {};
  for (const name of Object.keys(runs[0])) {
    const values = runs.map((run) => run[name]).sort((a, b) => a - b);
    figures[name] = {
      min: values[0],
      median: values[Math.floor(values.length / 2)],
      max: values.at(-1),
      runs: runs.map((run) => run[name]),
    };
  }
  return figures;
}

const executablePath = chromiumPath();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const browserRuns = [];
for (let run = 0; run < RUNS; run += 1) {
  browserRuns.push({
    ...(await browserRun(browser, run)),
    ...(await repeatVisit(browser, run, false)),
    ...(await repeatVisit(browser, run, true)),
  });
}
await browser.close();

const lighthouseRuns = [];
for (let run = 0; run < RUNS; run += 1) {
  // A fresh Chromium for each run, so every page loads cold.
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ["--headless=new", "--no-sandbox", ...CHROMIUM_ARGS],
  });
  try {
    const figures = {};
    for (const path of ["/", "/auth/sign-in", "/auth/sign-up"]) {
      Object.assign(figures, await lighthouseRun(chrome.port, path));
    }
    lighthouseRuns.push(figures);
  } finally {
    chrome.kill();
  }
}

const results = { ...summarise(browserRuns), ...summarise(lighthouseRuns) };
const round = (value) =>
  Number.isInteger(value) ? value : Number(value.toFixed(value < 1 ? 3 : 1));
console.log(`\nBenchmark, ${RUNS} cold runs each (min / median / max):`);
for (const [name, { min, median, max }] of Object.entries(results)) {
  console.log(`  ${name.padEnd(54)} ${[min, median, max].map(round).join(" / ")}`);
}
// The floor is a build, not a run: one figure, what the first-load budget is counted from.
const floor = await floorFirstLoad();
console.log(`\nThe floor's first load (bench/floor/), gzip level 9: ${floor} B`);
writeFileSync(
  new URL("results.json", import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, floor, results }, null, 2)}\n`,
);
console.log("\nWritten to bench/results.json");
