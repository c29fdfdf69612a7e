import { screen } from "../testing/testingLibrary";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../testing/renderApp";

// The unit tests' build is the emulator's; here the app is as a build for a real project has it.
vi.mock("../config/appConfig", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  authEmulatorUrl: null,
}));

describe("the app built for a real project", () => {
  it("has no inbox: /inbox is a page not found", async () => {
    renderApp("/inbox");

    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /inbox/i })).toBeNull();
  });
});
