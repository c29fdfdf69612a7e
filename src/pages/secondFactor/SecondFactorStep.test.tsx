import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { secondFactorChallenge } from "../../auth/secondFactorChallenge";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { ada } from "../../testing/testAccounts";
import { SecondFactorStep } from "./SecondFactorStep";

const SHOWN = "+*******0100";

/** Ada's sign-in, waiting for her one phone. */
async function pendingSignIn() {
  const identity = new FakeIdentityService({
    users: [{ ...ada, emailVerified: true, secondFactors: [{ phoneNumber: "+15555550100" }] }],
  });
  const challenge = await identity.signIn(ada.email, ada.password).then(
    () => null,
    (error: unknown) => secondFactorChallenge(error),
  );
  if (!challenge) throw new Error("The sign-in asked for no second factor.");
  return { identity, challenge };
}

describe("SecondFactorStep", () => {
  it("names an unnamed phone by its number", async () => {
    const { challenge } = await pendingSignIn();
    render(<SecondFactorStep challenge={challenge} />);

    expect(screen.getByText(`Enter the code texted to ${SHOWN}.`)).toBeInTheDocument();
    expect(await screen.findByText(`A code has been texted to ${SHOWN}.`)).toBeInTheDocument();
  });

  it("texts one code only, though React runs the effects twice in StrictMode", async () => {
    const { identity, challenge } = await pendingSignIn();
    render(
      <StrictMode>
        <SecondFactorStep challenge={challenge} />
      </StrictMode>,
    );

    await screen.findByText(`A code has been texted to ${SHOWN}.`);
    expect(await identity.sentTexts()).toHaveLength(1);
  });

  it("says what it is doing while a code is texted, then checked", async () => {
    const { identity, challenge } = await pendingSignIn();
    let release = identity.holdCalls();
    const onComplete = vi.fn();
    render(<SecondFactorStep challenge={challenge} onComplete={onComplete} />);

    expect(screen.getByRole("status")).toHaveTextContent(`Texting a code to ${SHOWN}...`);
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
    release();
    await screen.findByText(`A code has been texted to ${SHOWN}.`);

    const user = userEvent.setup({ delay: null });
    const code = (await identity.sentTexts()).at(-1)?.code ?? "";
    await user.type(screen.getByLabelText("Code"), code);
    release = identity.holdCalls();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("status")).toHaveTextContent("Checking the code...");
    expect(screen.getByRole("button", { name: "Verify" })).toBeDisabled();
    expect(onComplete).not.toHaveBeenCalled();

    release();
    await waitFor(() => {
      expect(onComplete).toHaveBeenCalledOnce();
    });
  });

  it("says a failed send in plain words; a new code can then be sent", async () => {
    const { identity, challenge } = await pendingSignIn();
    identity.failNext("Firebase: Error (auth/too-many-requests).");
    render(<SecondFactorStep challenge={challenge} />);

    const failed = await screen.findByText(
      "Too many requests for now. Wait a few minutes, then try again.",
    );
    expect(failed).toHaveAttribute("role", "status");
    expect(failed).toHaveClass("failed");
    expect(await identity.sentTexts()).toEqual([]);

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText(`A code has been texted to ${SHOWN}.`)).not.toHaveClass(
      "failed",
    );
    expect(await identity.sentTexts()).toHaveLength(1);
  });
});
