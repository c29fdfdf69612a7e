import type { FakeIdentityService } from "./FakeIdentityService";

/** For tests: the app's own address for the newest link the fake has mailed, and its code. */
export async function lastMailedLink(identity: FakeIdentityService) {
  const mail = (await identity.sentMail()).at(-1);
  if (!mail) throw new Error("Nothing was mailed.");
  const query = new URLSearchParams(mail.query);
  return { path: `/auth/action?${mail.query}`, code: query.get("oobCode") ?? "", query };
}

/** For tests: the action page's address for a link with exactly these parameters. */
export function actionPath(params: Record<string, string>): string {
  return `/auth/action?${new URLSearchParams(params).toString()}`;
}
