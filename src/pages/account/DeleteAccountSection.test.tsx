import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FakeIdentityService } from "../../testing/FakeIdentityService";
import { ada, renderAccountPage } from "../../testing/renderAccountPage";

async function deleteAccount(password: string) {
  const rendered = await renderAccountPage();
  const form = rendered.section("Delete account");
  await rendered.user.type(form.getByLabelText("Current password"), password);
  return {
    ...rendered,
    form,
    press: () => rendered.user.click(form.getByRole("button", { name: "Delete account" })),
  };
}

/** Whether Ada's account still takes her password. */
async function accountExists(identity: FakeIdentityService) {
  try {
    await act(() => identity.signIn(ada.email, ada.password));
    return true;
  } catch {
    return false;
  }
}

describe("DeleteAccountSection", () => {
  it("keeps the account, and the page, on a wrong password", async () => {
    const { identity, form, press, currentPath } = await deleteAccount("wrong-password");

    await press();

    expect(await form.findByText("The current password is not right.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(currentPath()).toBe("/account");
    expect(await accountExists(identity)).toBe(true);
  });

  it("deletes the account and lands on the signed-out home page", async () => {
    const { identity, press, currentPath } = await deleteAccount(ada.password);

    await press();

    expect(await screen.findByText("Current User : None")).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    expect(await accountExists(identity)).toBe(false);
  });

  // Holds only while the routers (main.tsx, renderApp) do not make navigations transitions: React
  // would render the auth store's report of null, and so the guard's 404 page, a commit earlier.
  it("never shows the 404 page on the way home", async () => {
    const { press } = await deleteAccount(ada.password);
    // Every node React inserts until home is shown, removed since or not.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) added.push(node.textContent ?? "");
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });

    await press();
    await waitFor(() => {
      expect(screen.getByText("Current User : None")).toBeInTheDocument();
    });
    observer.disconnect();

    expect(added.join("\n")).not.toContain("404 Page Not Found");
  });
});
