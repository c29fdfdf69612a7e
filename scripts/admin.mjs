// `npm run admin -- <command> <email> [--project <id>]`: the project owner's commands on one account
// (--help lists them; docs/DEPLOYING.md#the-admin-command says when to use each). On the Auth
// emulator that `npm start` serves, unless --project names a real project, reached then with
// Google's Application Default Credentials. A refusal or a failure is one line on stderr.
import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { changeFor, doneMessage } from "./adminAccount.mjs";
import { failureMessage, helpText, readRequest } from "./adminCommand.mjs";

const request = readRequest(process.argv.slice(2), process.env);
if ("error" in request) {
  console.error(request.error);
  process.exit(2);
}
if ("help" in request) {
  console.log(helpText());
  process.exit(0);
}
const { command, email, target } = request;

// Looking for credentials, google-auth-library probes Google's metadata server, and warns on stderr
// at an answer it does not expect (a proxy's refusal, say); the failure's one line says more.
process.removeAllListeners("warning");
process.on("warning", (warning) => {
  if (warning.name !== "MetadataLookupWarning") console.error(String(warning));
});

if (target.emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulator;
const app = initializeApp({
  projectId: target.projectId,
  ...(target.emulator ? {} : { credential: applicationDefault() }),
});
const auth = getAuth(app);
try {
  const before = await auth.getUserByEmail(email);
  const change = changeFor(command, before);
  if (change === "revoke") await auth.revokeRefreshTokens(before.uid);
  else if (change) await auth.updateUser(before.uid, change);
  const after = change ? await auth.getUser(before.uid) : before;
  console.log(doneMessage(command, before, after, target));
} catch (error) {
  // The SDK's errors carry a code ("auth/user-not-found"); anything else is a bug, with its stack.
  if (!(error instanceof Error && "code" in error && typeof error.code === "string")) throw error;
  console.error(failureMessage({ code: error.code, message: error.message }, email, target));
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
