// axe-core on a page as it is now, in both colour schemes: for every suite's accessibility checks.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Fails on any WCAG 2.2 AA violation axe-core finds on the page, light then dark. */
export async function expectNoViolations(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    const summary = violations.map(({ id, nodes }) => `${id} (${colorScheme}): ${nodes.length}`);
    expect(summary, `axe violations in the ${colorScheme} theme`).toEqual([]);
  }
}
