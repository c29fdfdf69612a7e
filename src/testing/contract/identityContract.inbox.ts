// The contract of the emulator's inbox (src/auth/EmulatorInbox.ts), on the Auth emulator only:
// what the inbox page lists, in the order it was sent, with links the app's own page can open.
import { describe, expect, it } from "vitest";
import {
  CONTINUE_URL,
  type ContractSubject,
  existingAccount,
  PASSWORD,
  subjectPerCase,
} from "./identityContract.shared";
import { accountWithPhone, challengeOf, codesTo } from "./identityContract.onEmulator";

export function describeInboxContract(name: string, create: () => ContractSubject) {
  describe(`the emulator inbox's contract: ${name}`, () => {
    const subject = subjectPerCase(create);
    const identity = () => subject().identity;

    function inbox() {
      const emulatorInbox = identity().inbox;
      if (!emulatorInbox) throw new Error("An emulator build has an inbox.");
      return emulatorInbox;
    }

    it("lists each mail, oldest first, as a link to the app's own page for it", async () => {
      const { email } = await existingAccount(identity());
      await identity().sendPasswordReset(email, CONTINUE_URL);
      await identity().sendPasswordReset(email, CONTINUE_URL);

      const mail = (await inbox().sentMail()).filter((sent) => sent.email === email);
      const links = mail.map(({ newEmail, query }) => ({
        newEmail,
        query: Object.fromEntries(new URLSearchParams(query)),
      }));
      const link = {
        mode: "resetPassword",
        oobCode: expect.any(String) as string,
        continueUrl: CONTINUE_URL,
      };
      expect(links).toEqual([
        { newEmail: null, query: expect.objectContaining(link) as object },
        { newEmail: null, query: expect.objectContaining(link) as object },
      ]);
      expect(links[0]?.query.oobCode).not.toBe(links[1]?.query.oobCode);
      // Not the emulator's own page's parameters: the app's page needs none of them.
      expect(links[0]?.query).not.toHaveProperty("apiKey");
    });

    it("lists each text still waiting to be used, oldest first", async () => {
      const account = await accountWithPhone(subject());
      const { factor, phoneNumber } = account;
      await account.listener.reportAfter(() => identity().signOut());
      const challenge = await challengeOf(identity().signIn(account.email, PASSWORD));
      await challenge.sendCode(factor.id);
      await challenge.sendCode(factor.id);

      const texts = (await inbox().sentTexts()).filter((text) => text.phoneNumber === phoneNumber);
      expect(texts).toEqual([
        { phoneNumber, code: expect.stringMatching(/^\d{6}$/) as string },
        { phoneNumber, code: expect.stringMatching(/^\d{6}$/) as string },
      ]);
      await challenge.complete(factor.id, texts[1]?.code ?? "");
      expect(await codesTo(identity(), phoneNumber)).toEqual([texts[0]?.code]);
    });
  });
}
