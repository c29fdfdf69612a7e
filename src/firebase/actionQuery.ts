/**
 * This app's /auth/action query for an emulator link, which points at the emulator's own page
 * (firebase-tools #5360). No config import: the browser suites build the same links in Node.
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
