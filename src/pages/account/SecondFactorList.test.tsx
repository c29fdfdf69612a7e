import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SecondFactorList } from "./SecondFactorList";

const phone = {
  id: "factor-1",
  kind: "phone",
  name: "Work phone",
  phoneNumber: "+15555550100",
} as const;

describe("SecondFactorList", () => {
  it("names a factor without a date when the service gave none it can read", () => {
    render(<SecondFactorList factors={[{ ...phone, addedAt: "Invalid Date" }]} />);

    expect(screen.getByRole("listitem")).toHaveTextContent(
      /^Work phone \(text to \+15555550100\)$/,
    );
  });
});
