// axe-core on a page as it is now, in both colour schemes (and forced colours where asked): for
// every suite's accessibility checks.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Fails on any WCAG 2.2 AA violation axe-core finds on the page, light then dark; then, with
 * `forcedColors`, in forced colours too (a Windows high-contrast theme), which it leaves off.
 */
export async function expectNoViolations(page: Page, { forcedColors = false } = {}) {
  // Forced colours come last, over the dark scheme, as a dark high-contrast theme sets them.
  const themes: { name: string; media: Parameters<Page["emulateMedia"]>[0] }[] = [
    { name: "light", media: { colorScheme: "light" } },
    { name: "dark", media: { colorScheme: "dark" } },
  ];
  if (forcedColors) themes.push({ name: "forced colours", media: { forcedColors: "active" } });
  for (const { name, media } of themes) {
    await page.emulateMedia(media);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    const summary = violations.map(({ id, nodes }) => `${id} (${name}): ${nodes.length}`);
    expect(summary, `axe violations in the ${name} theme`).toEqual([]);
  }
  if (forcedColors) await page.emulateMedia({ forcedColors: "none" });
}
