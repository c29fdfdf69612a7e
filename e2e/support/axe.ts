// axe-core on a page as it is now, in both colour schemes (and forced colours where asked): for
// every suite's accessibility checks.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Fails on any WCAG 2.2 AA violation axe-core finds on the page, light then dark; then, with
 * `forcedColors`, in forced colours too (a Windows high-contrast theme), which it leaves off.
 * There the theme sets every colour, and axe would read the text's colour from
 * -webkit-text-fill-color, which Chromium leaves at the page's own while it paints the theme's: its
 * contrast rule is left out, and the edges the page draws are forcedColors.spec.ts's to check.
 */
export async function expectNoViolations(page: Page, { forcedColors = false } = {}) {
  const themes: { name: string; media: Parameters<Page["emulateMedia"]>[0] }[] = [
    { name: "light", media: { colorScheme: "light" } },
    { name: "dark", media: { colorScheme: "dark" } },
  ];
  // Last, over the dark scheme, as a dark high-contrast theme sets them.
  if (forcedColors) themes.push({ name: "forced colours", media: { forcedColors: "active" } });
  for (const { name, media } of themes) {
    await page.emulateMedia(media);
    const axe = new AxeBuilder({ page }).withTags(WCAG_22_AA);
    if (name === "forced colours") axe.disableRules(["color-contrast"]);
    const { violations } = await axe.analyze();
    const summary = violations.map(({ id, nodes }) => `${id} (${name}): ${nodes.length}`);
    expect(summary, `axe violations in the ${name} theme`).toEqual([]);
  }
  if (forcedColors) await page.emulateMedia({ forcedColors: "none" });
}
