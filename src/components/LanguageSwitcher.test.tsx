import { render, screen, waitFor } from "../testing/testingLibrary";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Language from "../i18n/language";
import { ChunkLoadError } from "../lib/loadChunk";
import { LanguageSwitcher } from "./LanguageSwitcher";

// The real choice (src/i18n/language.ts, with the real catalogs), unless a test makes it fail.
const failure = vi.hoisted(() => ({ next: null as Error | null }));
vi.mock("../i18n/language", async (importOriginal) => {
  const language = await importOriginal<typeof Language>();
  return {
    ...language,
    chooseLanguage: (code: string) => {
      const error = failure.next;
      failure.next = null;
      return error ? Promise.reject(error) : language.chooseLanguage(code);
    },
  };
});

afterEach(() => {
  localStorage.clear();
});

describe("LanguageSwitcher", () => {
  it("names each language in itself, in its own language, the one shown chosen", () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole("combobox", { name: "Language" });
    expect(select).toHaveValue("en");
    const options = screen.getAllByRole("option");
    expect(options.map((option) => [option.textContent, option.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["Français", "fr"],
      ["Deutsch", "de"],
      ["Español", "es"],
      ["العربية", "ar"],
      ["日本語", "ja"],
    ]);
    expect(screen.getByRole("contentinfo")).toContainElement(select);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the language chosen, itself included, and keeps the choice", async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "fr");

    const select = await screen.findByRole("combobox", { name: "Langue" });
    expect(select).toHaveValue("fr");
    expect(localStorage.getItem("language")).toBe("fr");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when the language's code cannot be loaded, and stays in the language shown", async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    failure.next = new ChunkLoadError(new TypeError("Failed to fetch"));

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "de");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That language could not be loaded. Check your connection, then try again.",
    );
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("en");
    expect(console.error).not.toHaveBeenCalled();

    // A second try that works clears the message.
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "de");
    await waitFor(() => {
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
    expect(await screen.findByRole("combobox", { name: "Sprache" })).toHaveValue("de");
  });

  it("reports any other failure as the bug it is", async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    const bug = new TypeError("a bug");
    failure.next = bug;

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "ja");

    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith("The language was not changed.", bug);
    vi.mocked(console.error).mockClear(); // checked: said, as it should be
  });
});
