// `npm run deploy`: after `vite build`, deploys dist/ to Firebase Hosting with firebase.json's
// rewrites and headers, for the project named by VITE_FIREBASE_PROJECT_ID (.env.local or the
// environment). `--dry-run` prints the command instead of running it.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { loadEnv } from "vite";

const projectId = loadEnv("production", process.cwd(), "VITE_").VITE_FIREBASE_PROJECT_ID;
if (!projectId) {
  console.error("VITE_FIREBASE_PROJECT_ID is missing: see .env.example and the README.");
  process.exit(1);
}

const args = ["deploy", "--only", "hosting", "--config", "firebase.json", "--project", projectId];
if (process.argv.includes("--dry-run")) {
  console.log(["firebase", ...args].join(" "));
} else {
  const firebase = resolve("node_modules/.bin/firebase");
  process.exit(spawnSync(firebase, args, { stdio: "inherit" }).status ?? 1);
}
