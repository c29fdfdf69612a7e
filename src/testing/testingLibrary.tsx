// Testing Library as the tests use it: everything it exports, with `render` and `renderHook`
// rendering inside Lingui's provider, as src/main.tsx renders the app (Testing Library's "custom
// render"). Tests import it from here, not from @testing-library/react (lint holds it).
import { I18nProvider } from "@lingui/react";
import * as library from "@testing-library/react";
import type { JSXElementConstructor, ReactNode } from "react";
import { i18n } from "../i18n/i18n";

export * from "@testing-library/react";

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** A test's own wrapper, if it has one, inside Lingui's provider. */
function inI18nProvider(Inner?: Wrapper): Wrapper {
  return function Translated({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

export function render(
  ui: ReactNode,
  options?: Omit<library.RenderOptions, "queries">,
): library.RenderResult {
  return library.render(ui, { ...options, wrapper: inI18nProvider(options?.wrapper) });
}

export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options?: library.RenderHookOptions<Props>,
): library.RenderHookResult<Result, Props> {
  return library.renderHook(hook, { ...options, wrapper: inI18nProvider(options?.wrapper) });
}
