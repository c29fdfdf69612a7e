import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAccountPage } from "../../testing/renderAccountPage";
import { ADA_PHONE, answerSecondFactor } from "../../testing/secondFactorPrompt";
import { ada } from "../../testing/testAccounts";

const PHONE = { name: ADA_PHONE.name, phoneNumber: ADA_PHONE.phoneNumber };
const APP = { name: "Phone app", secret: "JBSWY3DPEHPK3PXP" };

async function renderWithFactors() {
  const rendered = await renderAccountPage({ emailVerified: true, secondFactors: [PHONE, APP] });
  const remove = within(await screen.findByRole("region", { name: "Remove a second factor" }));
  return { ...rendered, remove };
}

describe("RemoveSecondFactor", () => {
  it("offers each factor by name, and asks for the current password", async () => {
    const { remove } = await renderWithFactors();

    expect(remove.getAllByRole("option").map((option) => option.textContent)).toEqual([
      `Work phone (text to ${ADA_PHONE.phoneNumber})`,
      "Phone app (authenticator app)",
    ]);
    expect(remove.getByLabelText("Current password")).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
  });

  it("removes the chosen factor once the second factor is given, and reads the list again", async () => {
    const { user, identity, remove, section } = await renderWithFactors();

    await user.selectOptions(
      remove.getByLabelText("Second factor"),
      "Phone app (authenticator app)",
    );
    await user.type(remove.getByLabelText("Current password"), ada.password);
    await user.click(remove.getByRole("button", { name: "Remove" }));
    expect(remove.getByRole("status")).toHaveTextContent("Removing...");
    // Nothing is removed until the second factor is given: here the phone, the first offered.
    expect(await identity.listSecondFactors()).toHaveLength(2);
    const dialog = within(await screen.findByRole("dialog", { name: "Second step" }));
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    await answerSecondFactor(user, identity);

    const list = section("Your second factors");
    expect(
      await list.findByText("Phone app (authenticator app) has been removed."),
    ).toHaveAttribute("role", "status");
    expect(list.getByRole("listitem")).toHaveTextContent(/^Work phone/);
    expect(list.getByRole("heading", { name: "Your second factors" })).toHaveFocus();
    expect((await identity.listSecondFactors()).map(({ name }) => name)).toEqual(["Work phone"]);
    expect(remove.getAllByRole("option")).toHaveLength(1);
    expect(remove.getByLabelText("Current password")).toHaveValue("");
  });

  it("takes the form away with the last factor, and says the list is empty", async () => {
    const { user, identity, section } = await renderAccountPage({
      emailVerified: true,
      secondFactors: [PHONE],
    });
    const remove = within(await screen.findByRole("region", { name: "Remove a second factor" }));

    await user.type(remove.getByLabelText("Current password"), ada.password);
    await user.click(remove.getByRole("button", { name: "Remove" }));
    await answerSecondFactor(user, identity);

    const list = section("Your second factors");
    expect(
      await list.findByText(`Work phone (text to ${ADA_PHONE.phoneNumber}) has been removed.`),
    ).toBeInTheDocument();
    expect(list.getByText(/^None yet/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Remove a second factor" })).toBeNull();
    expect(list.getByRole("heading", { name: "Your second factors" })).toHaveFocus();
  });

  it("removes nothing when the second factor is not given", async () => {
    const { user, identity, remove } = await renderWithFactors();

    await user.type(remove.getByLabelText("Current password"), ada.password);
    await user.click(remove.getByRole("button", { name: "Remove" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Second step" }));
    await user.click(dialog.getByRole("button", { name: "Cancel" }));

    expect(
      await remove.findByText("Nothing was changed: the change needs your second factor."),
    ).toHaveAttribute("role", "status");
    expect(await identity.listSecondFactors()).toHaveLength(2);
  });

  it("says a wrong password in the form, and asks for no second factor", async () => {
    const { user, remove } = await renderWithFactors();

    await user.type(remove.getByLabelText("Current password"), "wrong-password");
    await user.click(remove.getByRole("button", { name: "Remove" }));

    expect(await remove.findByText("The current password is not right.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
