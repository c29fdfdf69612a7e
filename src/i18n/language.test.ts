import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each catalog's load, which a test answers: the first screens' (English's comes with i18n) and
// the later screens'.
const { catalogs, later } = vi.hoisted(() => {
  const load = () => vi.fn(() => Promise.resolve({ messages: {} }));
  const codes = ["fr", "de", "es", "ar", "ja", "pseudo"] as const;
  return {
    catalogs: Object.fromEntries(codes.map((code) => [code, load()])) as Record<
      (typeof codes)[number],
      ReturnType<typeof load>
    >,
    later: Object.fromEntries(["en", ...codes].map((code) => [code, load()])) as Record<
      "en" | (typeof codes)[number],
      ReturnType<typeof load>
    >,
  };
});
vi.mock("./catalogs", () => ({ FIRST_CATALOGS: catalogs, LATER_CATALOGS: later }));

/** language.ts and the i18n it drives, new for each test: nothing loaded but English, shown. */
async function freshModules() {
  vi.resetModules();
  const [language, { i18n }, { ChunkLoadError }] = await Promise.all([
    import("./language"),
    import("./i18n"),
    import("../lib/loadChunk"),
  ]);
  return { ...language, i18n, ChunkLoadError };
}

/** The page's address and the browser's languages, as the visitor arrives. */
function arrive(path: string, preferred: readonly string[] = []) {
  history.replaceState(null, "", path);
  vi.spyOn(navigator, "languages", "get").mockReturnValue(preferred);
}

function documentLanguage() {
  const root = document.documentElement;
  return { lang: root.lang, dir: root.dir };
}

/** The console's warnings, said as they should be: taken, so that the test does not fail for them. */
function takeWarnings() {
  const warnings = [...vi.mocked(console.warn).mock.calls];
  vi.mocked(console.warn).mockClear();
  return warnings;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = "en";
  document.documentElement.dir = "ltr";
  for (const load of [...Object.values(catalogs), ...Object.values(later)]) {
    load.mockReset();
    load.mockResolvedValue({ messages: {} });
  }
});

afterEach(() => {
  history.replaceState(null, "", "/");
  localStorage.clear();
});

describe("startLanguage", () => {
  it("stays in English, loading no catalog, when nothing asks for another language", async () => {
    arrive("/", ["en-US", "pt-BR"]);
    const { startLanguage, i18n } = await freshModules();
    const changed = vi.fn();
    i18n.on("change", changed);

    await startLanguage();

    expect(i18n.locale).toBe("en");
    expect(changed).not.toHaveBeenCalled(); // nothing is rendered again
    for (const load of [...Object.values(catalogs), ...Object.values(later)]) {
      expect(load).not.toHaveBeenCalled();
    }
    expect(documentLanguage()).toEqual({ lang: "en", dir: "ltr" });
  });

  it("shows the browser's first language the app speaks, and says it on <html>", async () => {
    arrive("/", ["pt-BR", "DE-at", "fr"]);
    const { startLanguage, i18n } = await freshModules();

    await startLanguage();

    expect(i18n.locale).toBe("de");
    expect(catalogs.de).toHaveBeenCalledOnce();
    expect(catalogs.fr).not.toHaveBeenCalled();
    expect(documentLanguage()).toEqual({ lang: "de", dir: "ltr" });
  });

  it("shows the choice stored in this browser over a link's language and the browser's", async () => {
    localStorage.setItem("language", "es");
    arrive("/auth/action?mode=resetPassword&lang=fr", ["ja"]);
    const { startLanguage, i18n } = await freshModules();

    await startLanguage();

    expect(i18n.locale).toBe("es");
  });

  it("shows a mailed link's language over the browser's, on the link's page only", async () => {
    arrive("/auth/action?mode=verifyEmail&oobCode=code&lang=fr", ["ja"]);
    const onLink = await freshModules();
    await onLink.startLanguage();
    expect(onLink.i18n.locale).toBe("fr");

    arrive("/account?lang=fr", ["ja"]);
    const elsewhere = await freshModules();
    await elsewhere.startLanguage();
    expect(elsewhere.i18n.locale).toBe("ja");
  });

  it("says Arabic is written right to left, on <html>, and left to right again after", async () => {
    arrive("/", ["ar-EG"]);
    const { startLanguage, chooseLanguage } = await freshModules();

    await startLanguage();
    expect(documentLanguage()).toEqual({ lang: "ar", dir: "rtl" });

    await chooseLanguage("en");
    expect(documentLanguage()).toEqual({ lang: "en", dir: "ltr" });
  });

  it("goes on when storage is refused, by the browser's languages", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    arrive("/", ["fr-CA"]);
    const { startLanguage, i18n } = await freshModules();

    await startLanguage();

    expect(i18n.locale).toBe("fr");
  });

  it("stays in English when the catalog cannot load, said in the console", async () => {
    const offline = new TypeError("Failed to fetch dynamically imported module");
    catalogs.ja.mockRejectedValue(offline);
    arrive("/", ["ja"]);
    vi.mocked(console.warn).mockImplementation(() => {});
    const { startLanguage, i18n, ChunkLoadError } = await freshModules();

    await expect(startLanguage()).resolves.toBeUndefined();

    expect(i18n.locale).toBe("en");
    expect(takeWarnings()).toEqual([
      ["The ja catalog could not be loaded: the app stays in English.", expect.any(ChunkLoadError)],
    ]);
  });
});

describe("chooseLanguage", () => {
  it("shows the language once its catalog has loaded, then stores the choice", async () => {
    const { chooseLanguage, i18n } = await freshModules();
    const catalog: { arrive?: (value: { messages: Record<string, string> }) => void } = {};
    catalogs.fr.mockReturnValue(
      new Promise((resolve) => {
        catalog.arrive = resolve;
      }),
    );

    const choosing = chooseLanguage("fr");
    await Promise.resolve();
    expect(i18n.locale).toBe("en");
    expect(localStorage.getItem("language")).toBeNull();

    catalog.arrive?.({ messages: { greeting: "Bonjour" } });
    await choosing;
    expect(i18n.locale).toBe("fr");
    expect(i18n._({ id: "greeting", message: "Hello" })).toBe("Bonjour");
    expect(localStorage.getItem("language")).toBe("fr");
  });

  it("loads each catalog once: a language chosen again shows at once", async () => {
    const { chooseLanguage, i18n } = await freshModules();

    await chooseLanguage("fr");
    await chooseLanguage("en");
    await chooseLanguage("fr");

    expect(catalogs.fr).toHaveBeenCalledOnce();
    expect(i18n.locale).toBe("fr");
    expect(localStorage.getItem("language")).toBe("fr");
  });

  it("rejects, changing and storing nothing, when the catalog cannot load", async () => {
    catalogs.de.mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    const { chooseLanguage, i18n, ChunkLoadError } = await freshModules();
    await chooseLanguage("es");

    await expect(chooseLanguage("de")).rejects.toBeInstanceOf(ChunkLoadError);

    expect(i18n.locale).toBe("es");
    expect(localStorage.getItem("language")).toBe("es");
  });

  it("shows the language when storage is refused: the choice holds until the page is left", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const { chooseLanguage, i18n } = await freshModules();

    await expect(chooseLanguage("ja")).resolves.toBeUndefined();

    expect(i18n.locale).toBe("ja");
  });
});

describe("loadLaterMessages", () => {
  it("loads the later screens' catalog of the language shown, once", async () => {
    const { chooseLanguage, loadLaterMessages, i18n } = await freshModules();
    await chooseLanguage("de");
    later.de.mockResolvedValue({ messages: { account: "Konto" } });

    await loadLaterMessages();
    await loadLaterMessages();

    expect(later.de).toHaveBeenCalledOnce();
    expect(later.en).not.toHaveBeenCalled();
    expect(i18n._({ id: "account", message: "Account" })).toBe("Konto");
  });

  it("is not needed before a later screen: choosing a language loads its first catalog only", async () => {
    const { chooseLanguage } = await freshModules();

    await chooseLanguage("fr");

    expect(catalogs.fr).toHaveBeenCalledOnce();
    expect(later.fr).not.toHaveBeenCalled();
  });

  it("once loaded, comes with every language chosen, shown once both are in", async () => {
    const { chooseLanguage, loadLaterMessages, i18n } = await freshModules();
    await loadLaterMessages();
    const catalog: { arrive?: (value: { messages: Record<string, string> }) => void } = {};
    later.ja.mockReturnValue(
      new Promise((resolve) => {
        catalog.arrive = resolve;
      }),
    );

    const choosing = chooseLanguage("ja");
    await vi.waitFor(() => {
      expect(catalogs.ja).toHaveBeenCalledOnce();
    });
    expect(i18n.locale).toBe("en");
    catalog.arrive?.({ messages: { account: "アカウント" } });
    await choosing;

    expect(later.en).toHaveBeenCalledOnce();
    expect(i18n.locale).toBe("ja");
    expect(i18n._({ id: "account", message: "Account" })).toBe("アカウント");
  });

  it("asked for while a language is being chosen, comes with that language too", async () => {
    const { chooseLanguage, loadLaterMessages, i18n } = await freshModules();
    const catalog: { arrive?: (value: { messages: Record<string, string> }) => void } = {};
    catalogs.es.mockReturnValue(
      new Promise((resolve) => {
        catalog.arrive = resolve;
      }),
    );

    const choosing = chooseLanguage("es");
    await loadLaterMessages();
    catalog.arrive?.({ messages: {} });
    await choosing;

    expect(later.en).toHaveBeenCalledOnce();
    expect(later.es).toHaveBeenCalledOnce();
    expect(i18n.locale).toBe("es");
  });

  it("rejects with a ChunkLoadError when the catalog cannot load", async () => {
    later.en.mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    const { loadLaterMessages, ChunkLoadError } = await freshModules();

    await expect(loadLaterMessages()).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe("followLanguage", () => {
  it("tells the service's language at once and at every change, until unsubscribed", async () => {
    const { chooseLanguage, followLanguage } = await freshModules();
    const listener = vi.fn();

    const unsubscribe = followLanguage(listener);
    expect(listener.mock.calls).toEqual([["en"]]);
    await chooseLanguage("ar");
    await chooseLanguage("fr");
    unsubscribe();
    await chooseLanguage("de");

    expect(listener.mock.calls).toEqual([["en"], ["ar"], ["fr"]]);
  });

  it("tells English for the pseudo-language, which no service speaks", async () => {
    const { chooseLanguage, followLanguage, i18n } = await freshModules();
    const listener = vi.fn();
    followLanguage(listener);

    await chooseLanguage("pseudo");

    expect(i18n.locale).toBe("pseudo");
    expect(listener).toHaveBeenLastCalledWith("en");
  });
});
