import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSecondFactorPrompt } from "./useSecondFactorPrompt";

describe("useSecondFactorPrompt", () => {
  it("says what is missing when no SecondFactorPrompt is around it", () => {
    expect(() => renderHook(() => useSecondFactorPrompt())).toThrow(
      "useSecondFactorPrompt needs a SecondFactorPrompt around it.",
    );
  });
});
