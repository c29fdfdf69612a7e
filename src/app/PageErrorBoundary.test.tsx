import { render, screen } from "../testing/testingLibrary";
import { userEvent } from "@testing-library/user-event";
import { lazy, Suspense } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ChunkLoadError } from "../lib/loadChunk";
import { PageErrorBoundary, reportCaughtError } from "./PageErrorBoundary";

/** Renders the boundary around a router, its pages at "/" and "/broken", as App.tsx has it. */
function renderPages(broken: React.ReactNode) {
  const onCaughtError = vi.fn(reportCaughtError);
  const view = render(
    <MemoryRouter initialEntries={["/broken"]}>
      <PageErrorBoundary>
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>
            <Route path="/" element={<p>The home page</p>} />
            <Route path="/broken" element={broken} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </MemoryRouter>,
    { onCaughtError },
  );
  return { ...view, onCaughtError };
}

const bug = new TypeError("Cannot read properties of undefined (reading 'email')");

let throws = true;
function BrokenPage(): React.ReactNode {
  if (throws) throw bug;
  return <p>The page, fixed</p>;
}

describe("PageErrorBoundary", () => {
  it("renders its children when nothing fails", () => {
    render(
      <MemoryRouter>
        <PageErrorBoundary>
          <p>The page</p>
        </PageErrorBoundary>
      </MemoryRouter>,
    );

    expect(screen.getByText("The page")).toBeInTheDocument();
  });

  it("says when a page's code could not be loaded, offers to reload, and only warns", async () => {
    const refused = new ChunkLoadError(
      new TypeError("Failed to fetch dynamically imported module"),
    );
    const LazyPage = lazy(() => Promise.reject(refused));
    const warned = vi.mocked(console.warn).mockImplementation(() => {});

    const { onCaughtError } = renderPages(<LazyPage />);

    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be loaded" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Check your connection, then reload the page.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(onCaughtError).toHaveBeenCalledExactlyOnceWith(refused, expect.anything());
    expect(warned).toHaveBeenCalledExactlyOnceWith("A page's code could not be loaded.", refused);
    warned.mockClear(); // checked: not a log for setup.ts to fail the test on
  });

  it("says a bug is a bug, not the connection, reports it as an error, and offers a way on", async () => {
    const user = userEvent.setup();
    throws = true;
    const logged = vi.mocked(console.error).mockImplementation(() => {});

    renderPages(<BrokenPage />);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/connection,|could not be loaded/)).toBeNull();
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      "A page failed while rendering.",
      bug,
      expect.stringContaining("BrokenPage"),
    );
    logged.mockClear(); // checked

    // Home is a way on: leaving the broken page clears the screen.
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(await screen.findByText("The home page")).toBeInTheDocument();
  });

  it("tries the page again on request", async () => {
    const user = userEvent.setup();
    throws = true;
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    renderPages(<BrokenPage />);
    await screen.findByRole("heading", { name: "Something went wrong" });
    logged.mockClear(); // checked in the test above

    throws = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByText("The page, fixed")).toBeInTheDocument();
  });
});
