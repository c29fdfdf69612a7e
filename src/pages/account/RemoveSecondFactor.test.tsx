import { msg } from "@lingui/core/macro";
import { act, screen, within } from "../../testing/testingLibrary";
import { afterEach, describe, expect, it } from "vitest";
import { ENGLISH } from "../../i18n/languages";
import { i18n } from "../../i18n/i18n";
import { themeColour, withAppStylesheet } from "../../testing/appStylesheet";
import {
  confirmDialog,
  confirmPassword,
  confirmSecondFactor,
  renderAccountPage,
  WORK_PHONE,
} from "../../testing/renderAccountPage";
import { serviceError } from "../../testing/serviceError";

const SECTION = "Two-step sign-in";
const REMOVE = `Remove ${WORK_PHONE.shown}`;
const HOME_PHONE = { name: "Home phone", phoneNumber: "+15555550199" };

/** Ada with her work and home phones, the first one's Remove pressed. */
async function openRemoval() {
  const rendered = await renderAccountPage({
    emailVerified: true,
    secondFactors: [WORK_PHONE.seed, HOME_PHONE],
  });
  const twoStep = rendered.section(SECTION);
  await rendered.user.click(await twoStep.findByRole("button", { name: REMOVE }));
  return { ...rendered, twoStep, form: within(screen.getByRole("form", { name: REMOVE })) };
}

describe("RemoveSecondFactor", () => {
  withAppStylesheet();

  afterEach(() => {
    i18n.activate(ENGLISH);
  });

  it("is a button in the danger colour, named for its factor", async () => {
    const { section } = await renderAccountPage({
      emailVerified: true,
      secondFactors: [WORK_PHONE.seed],
    });

    const remove = await section(SECTION).findByRole("button", { name: REMOVE });
    expect(remove).toHaveStyle({
      color: themeColour("--danger-text"),
      backgroundColor: themeColour("--danger"),
    });
  });

  it("asks in place whether to remove it, in words, with Remove in the danger colour", async () => {
    const { form, twoStep, identity } = await openRemoval();

    expect(
      form.getByText(
        `Remove ${WORK_PHONE.shown}? Signing in will no longer ask for this second factor.`,
      ),
    ).toBeInTheDocument();
    expect(form.getByRole("button", { name: "Remove" })).toHaveStyle({
      backgroundColor: themeColour("--danger"),
    });
    expect(screen.getByRole("form", { name: REMOVE })).toHaveFocus();
    expect(twoStep.queryByRole("button", { name: REMOVE })).toBeNull();
    // The other factor's Remove is still there.
    expect(
      twoStep.getByRole("button", { name: /^Remove \u2068Home phone\u2069/ }),
    ).toBeInTheDocument();
    expect(identity.removeSecondFactor).not.toHaveBeenCalled();
  });

  it("still says it was removed when the list cannot be read after it", async () => {
    const { form, twoStep, user, identity } = await openRemoval();
    identity.listSecondFactors.mockRejectedValueOnce(serviceError("network-request-failed"));

    await user.click(form.getByRole("button", { name: "Remove" }));
    await confirmPassword(user);
    await confirmSecondFactor(user);

    expect(
      await twoStep.findByText(
        `Second factor removed: ${WORK_PHONE.shown}. Your second factors could not be read. ` +
          "The service could not be reached. Check your connection, then try again.",
      ),
    ).toHaveAttribute("role", "status");
  });

  it("cancels back to its button", async () => {
    const { form, twoStep, user, identity } = await openRemoval();

    await user.click(form.getByRole("button", { name: "Cancel" }));

    expect(twoStep.getByRole("button", { name: REMOVE })).toHaveFocus();
    expect(identity.removeSecondFactor).not.toHaveBeenCalled();
  });

  it("removes it once confirmed, says so, reads the list again, and gives the focus to the section", async () => {
    const { form, twoStep, user, identity } = await openRemoval();
    const [workPhone] = await identity.listSecondFactors();
    identity.listSecondFactors.mockClear();

    await user.click(form.getByRole("button", { name: "Remove" }));
    await confirmPassword(user);
    expect(identity.removeSecondFactor).not.toHaveBeenCalled();
    await confirmSecondFactor(user);

    const notice = await twoStep.findByText(`Second factor removed: ${WORK_PHONE.shown}.`);
    expect(notice).toHaveAttribute("role", "status");
    expect(identity.removeSecondFactor).toHaveBeenCalledExactlyOnceWith(workPhone?.id);
    expect(identity.listSecondFactors).toHaveBeenCalledOnce();
    expect(
      twoStep.getAllByRole("listitem").map((item) => item.firstElementChild?.textContent),
    ).toEqual([expect.stringMatching(/^\u2068Home phone\u2069/)]);
    expect(twoStep.getByRole("heading", { name: SECTION })).toHaveFocus();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("says a refusal in its form, which stays", async () => {
    const { form, user, identity } = await openRemoval();
    identity.removeSecondFactor.mockRejectedValueOnce(serviceError("multi-factor-info-not-found"));

    await user.click(form.getByRole("button", { name: "Remove" }));
    await confirmPassword(user);
    await confirmSecondFactor(user);

    expect(
      await form.findByText("That second factor is no longer on this account."),
    ).toHaveAttribute("role", "status");
    expect(form.getByRole("button", { name: "Remove" })).toHaveFocus();
  });

  it("says Nothing was changed when the confirmation is cancelled", async () => {
    const { form, user, identity } = await openRemoval();

    await user.click(form.getByRole("button", { name: "Remove" }));
    const dialog = await confirmDialog();
    expect(
      dialog.getByText(`To remove ${WORK_PHONE.shown}, enter your current password.`),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));

    expect(await form.findByText("Nothing was changed.")).toBeInTheDocument();
    expect(identity.removeSecondFactor).not.toHaveBeenCalled();
  });

  it("says its removal again in a language chosen after it, the factor's name too", async () => {
    const { form, twoStep, user } = await openRemoval();
    await user.click(form.getByRole("button", { name: "Remove" }));
    await confirmPassword(user);
    await confirmSecondFactor(user);
    await twoStep.findByText(`Second factor removed: ${WORK_PHONE.shown}.`);

    // Two messages of a made-up catalog, compiled as Lingui compiles them.
    const removed = msg({ message: "Second factor removed: {name}." });
    const textTo = msg({ message: "{name} (text to {phone})" });
    act(() => {
      i18n.loadAndActivate({
        locale: "fr",
        messages: {
          [removed.id]: ["Second facteur supprimé : ", ["name"], "."],
          [textTo.id]: [["name"], " (SMS au ", ["phone"], ")"],
        },
      });
    });

    expect(
      twoStep.getByText("Second facteur supprimé : \u2068Work phone\u2069 (SMS au +15555550100)."),
    ).toHaveAttribute("role", "status");
  });
});
