import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import html from "../../index.html?raw";
import { LoadingScreen } from "./LoadingScreen";

it("is the markup index.html paints before any script, so React takes over without a flash", () => {
  const root = /<div id="root">(.*?)<\/div>/s.exec(html)?.[1] ?? "";
  // Formatting whitespace between tags renders nothing.
  expect(root.replace(/>\s+</g, "><").trim()).toBe(renderToStaticMarkup(<LoadingScreen />));
});
