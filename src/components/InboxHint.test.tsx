import { render, screen } from "../testing/testingLibrary";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { InboxHint } from "./InboxHint";

// The build's emulator address, which each test sets as a build would.
const build = vi.hoisted(() => ({ authEmulatorUrl: null as string | null }));
vi.mock("../config/appConfig", () => ({
  get authEmulatorUrl() {
    return build.authEmulatorUrl;
  },
}));

function renderHint() {
  return render(
    <MemoryRouter>
      <InboxHint />
    </MemoryRouter>,
  );
}

describe("InboxHint", () => {
  beforeEach(() => {
    build.authEmulatorUrl = "http://127.0.0.1:9099";
  });

  it("points to the emulator's inbox in an emulator build", () => {
    renderHint();

    expect(screen.getByRole("paragraph")).toHaveTextContent(
      "This app runs on the Auth emulator, which sends no e-mail. Read the mail in its inbox: emulator's inbox",
    );
    expect(screen.getByRole("link", { name: "emulator's inbox" })).toHaveAttribute(
      "href",
      "/inbox",
    );
  });

  it("shows nothing in a build for a real project", () => {
    build.authEmulatorUrl = null;

    const { container } = renderHint();

    expect(container).toBeEmptyDOMElement();
  });
});
