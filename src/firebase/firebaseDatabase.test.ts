import { deleteApp, initializeApp } from "@firebase/app";
import { initializeFirestore } from "@firebase/firestore/lite";
import { describe, expect, it } from "vitest";
import { initDatabase } from "./firebaseDatabase";

describe("initDatabase", () => {
  it("initialises the app's database client, Firestore Lite", async () => {
    const app = initializeApp({ apiKey: "demo-api-key", projectId: "demo-email-auth" }, "db-test");

    await initDatabase(app);

    // Firestore is initialised once per app: a second time, the SDK says it already was.
    expect(() => initializeFirestore(app, {})).toThrow(
      "Firestore can only be initialized once per app.",
    );
    await deleteApp(app);
  });
});
