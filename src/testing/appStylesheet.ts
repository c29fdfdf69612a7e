import { afterEach, beforeEach } from "vitest";
import styles from "../styles.css?raw";

/**
 * Puts the app's stylesheet in the document for each test of the calling suite: jsdom computes
 * styles from it, custom properties included, so a test can check what a visitor sees of an
 * element (shown or not, its colour), not which class it has.
 */
export function withAppStylesheet(): void {
  const sheet = document.createElement("style");
  sheet.textContent = styles;
  beforeEach(() => {
    document.head.append(sheet);
  });
  afterEach(() => {
    sheet.remove();
  });
}

/** The colour one of the stylesheet's variables (for example `--failed`) gives text. */
export function themeColour(variable: string): string {
  const probe = document.createElement("span");
  probe.style.color = `var(${variable})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
