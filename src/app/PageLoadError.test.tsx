import { render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { PageLoadError } from "./PageLoadError";

describe("PageLoadError", () => {
  it("renders its children when nothing fails", () => {
    render(
      <PageLoadError>
        <p>The page</p>
      </PageLoadError>,
    );

    expect(screen.getByText("The page")).toBeInTheDocument();
  });

  it("says when a page's code could not be loaded, and offers to reload", async () => {
    const offline = new TypeError("Failed to fetch dynamically imported module");
    const LazyPage = lazy(() => Promise.reject(offline));
    // React reports an error a boundary caught with console.error: expected here, so checked.
    const logged = vi.mocked(console.error).mockImplementation(() => {});

    render(
      <PageLoadError>
        <Suspense fallback={<p>Loading...</p>}>
          <LazyPage />
        </Suspense>
      </PageLoadError>,
    );

    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be loaded" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]).toContain(offline);
    expect(logged.mock.calls[0]).toContainEqual(
      expect.stringContaining("boundary you provided, PageLoadError"),
    );
    // Checked: not a log for setup.ts to fail the test on.
    logged.mockClear();
  });
});
