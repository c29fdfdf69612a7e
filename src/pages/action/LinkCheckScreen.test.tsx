import { msg } from "@lingui/core/macro";
import { act, render, screen } from "../../testing/testingLibrary";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ActionCodeInfo } from "../../auth/IdentityService";
import { AuthProvider } from "../../auth/AuthProvider";
import { createAuthStore } from "../../auth/authStore";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { LinkCheckScreen, type LinkScreenProps } from "./LinkCheckScreen";

function ShowInfo({ oobCode, info }: LinkScreenProps) {
  return <p>{`Code ${oobCode} is for ${info.email}.`}</p>;
}

describe("LinkCheckScreen", () => {
  it("shows only the check of the link it has now, whichever answers last", async () => {
    const identity = new FakeIdentityService();
    const checks = new Map<string, { answer: (info: ActionCodeInfo) => void; fail: () => void }>();
    identity.checkActionCode.mockImplementation(
      (code) =>
        new Promise((answer, fail) => {
          checks.set(code, {
            answer,
            fail: () => {
              fail(new Error("late"));
            },
          });
        }),
    );
    const store = createAuthStore(identity);
    const link = (code: string) => (
      <MemoryRouter>
        <AuthProvider store={store}>
          <LinkCheckScreen
            mode="resetPassword"
            oobCode={code}
            continueTo={null}
            title={msg`Reset your password`}
            Screen={ShowInfo}
            newLink={null}
          />
        </AuthProvider>
      </MemoryRouter>
    );
    const { rerender } = render(link("code-1"));
    await act(() => Promise.resolve());
    rerender(link("code-2"));
    rerender(link("code-3"));
    expect(screen.getByRole("status")).toHaveTextContent("Checking the link...");

    const info = (email: string) => ({
      mode: "resetPassword" as const,
      email,
      currentEmail: null,
    });
    await act(async () => {
      checks.get("code-3")?.answer(info("ada@example.com"));
      await Promise.resolve();
    });
    await act(async () => {
      checks.get("code-1")?.answer(info("mallory@example.com"));
      checks.get("code-2")?.fail();
      await Promise.resolve();
    });

    expect(screen.getByText("Code code-3 is for ada@example.com.")).toBeInTheDocument();
    expect(screen.queryByText(/mallory/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "This link can't be used" })).toBeNull();
  });
});
