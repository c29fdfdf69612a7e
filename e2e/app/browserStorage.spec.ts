import { PASSWORD, uniqueEmail } from "../support/accounts";
import { ABORTED_CALL, authEmulatorCall, expect, test, type Page } from "../support/fixtures";
import { openAccountPageWithPhone } from "./accountSteps";
import { openAccountPage } from "./lifecycle";

// What a session leaves in the browser (OWASP ASVS 5.0 3.3, 14.3.1, 14.3.3; docs/SECURITY.md): the
// app sets no cookie and stores nothing of its own; the SDK keeps the session in localStorage,
// and Sign Out takes it away, with no call to make.

/**
 * Everything the app's origin keeps in this browser: cookies, both storages, and every record of
 * every IndexedDB database, by database and store.
 */
async function browserStorage(page: Page) {
  const cookies = await page.context().cookies();
  const stored = await page.evaluate(async () => {
    const request = <T>(asked: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        asked.onsuccess = () => {
          resolve(asked.result);
        };
        asked.onerror = () => {
          reject(new Error(String(asked.error)));
        };
      });
    const databases: Record<string, Record<string, unknown[]>> = {};
    for (const { name = "" } of await indexedDB.databases()) {
      const database = await request(indexedDB.open(name));
      const stores = [...database.objectStoreNames];
      databases[name] = Object.fromEntries(
        await Promise.all(
          stores.map(async (store): Promise<[string, unknown[]]> => [
            store,
            await request<unknown[]>(database.transaction(store).objectStore(store).getAll()),
          ]),
        ),
      );
      database.close();
    }
    return {
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
      databases,
    };
  });
  return { cookies, ...stored };
}

/** The Firebase SDK's own IndexedDB database, which holds no account data. */
const HEARTBEAT = "firebase-heartbeat-database";

/** The SDK's stored session (`firebase:authUser:<API key>:[DEFAULT]`), read as the SDK wrote it. */
function storedSession(local: Record<string, string>) {
  const entries = Object.entries(local).filter(([key]) => key.startsWith("firebase:authUser:"));
  expect(entries).toHaveLength(1);
  return JSON.parse(entries[0]?.[1] ?? "{}") as {
    email?: string;
    stsTokenManager?: { refreshToken?: string; accessToken?: string };
  };
}

test("signed in with a phone as second factor, the browser keeps the SDK's session and no cookie: never the password or the phone", async ({
  page,
}) => {
  const { email, phoneNumber } = await openAccountPageWithPhone(page);

  const kept = await browserStorage(page);
  expect(kept.cookies).toEqual([]);
  // The one database is the SDK's heartbeat: the days it ran, which it reports to Google. Its
  // records are in `everything` below, with nothing of the account.
  expect(Object.keys(kept.databases).filter((name) => name !== HEARTBEAT)).toEqual([]);
  expect(Object.keys(kept.local)).toEqual([expect.stringMatching(/^firebase:authUser:/)]);
  const session = storedSession(kept.local);
  expect(session.email).toBe(email);
  expect(session.stsTokenManager?.refreshToken).toBeTruthy();
  const everything = JSON.stringify(kept);
  expect(everything).not.toContain(PASSWORD);
  expect(everything).not.toContain(phoneNumber);
});

test.describe("with the service out of reach", () => {
  // Every call to the service fails from the moment the test cuts it off, the SDK's own reads of
  // the account (accounts:lookup) too, whenever the SDK makes them: each failure is expected.
  test.use({ allowedConsoleErrors: [ABORTED_CALL] });

  test("Sign Out leaves nothing of the account in the page or the browser's storage, even with the service out of reach", async ({
    page,
  }) => {
    const email = uniqueEmail();
    await openAccountPage(page, email);
    const { refreshToken, accessToken } = storedSession((await browserStorage(page)).local)
      .stsTokenManager ?? { refreshToken: "", accessToken: "" };
    expect(refreshToken).toBeTruthy();
    await page.route(authEmulatorCall, (route) => route.abort());

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();

    await expect(page.getByText("Current User : None")).toBeVisible();
    await expect(page.locator("body")).not.toContainText(email);
    const everything = JSON.stringify(await browserStorage(page));
    for (const trace of [email, refreshToken, accessToken]) expect(everything).not.toContain(trace);
  });
});
