// Its own module, with no import of the build's config, so that the browser suites (in Node)
// build the same links as the app's inbox.

/**
 * The query of this app's own /auth/action link for a link of the emulator's, which points at the
 * emulator's own page (there is no custom action URL on the emulator: firebase-tools #5360): the
 * parameters a real link carries, and not the emulator's fake apiKey.
 */
export function actionQuery(oobLink: string): string {
  const link = new URL(oobLink).searchParams;
  const query = new URLSearchParams();
  for (const name of ["mode", "oobCode", "continueUrl", "lang"]) {
    const value = link.get(name);
    if (value !== null) query.set(name, value);
  }
  return query.toString();
}
