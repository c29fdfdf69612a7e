/**
 * The pages that may call the functions (CORS): the project's own Hosting domains, or on the
 * emulator the app wherever this machine serves it (the suites move its port). A callable without
 * such a list answers every origin. firebase-functions answers every origin on the emulator
 * anyway (its debug feature `enableCors`), so only this function's test shows the list.
 */
export function allowedOrigins(env: Record<string, string | undefined>): (string | RegExp)[] {
  if (env.FUNCTIONS_EMULATOR === "true") return [/^http:\/\/127\.0\.0\.1:\d+$/];
  const project = env.GCLOUD_PROJECT;
  if (!project)
    throw new Error("GCLOUD_PROJECT is not set: run the functions with firebase-tools.");
  return [`https://${project}.web.app`, `https://${project}.firebaseapp.com`];
}
