import { I18nProvider } from "@lingui/react";
import type * as TestingLibrary from "@testing-library/react";
import type { JSXElementConstructor, ReactNode } from "react";
import { i18n } from "../i18n/i18n";

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** A test's wrapper, if it has one, inside Lingui's provider. */
function inI18nProvider(Inner?: Wrapper): Wrapper {
  return function Translated({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

/** Testing Library, its `render` and `renderHook` rendering inside Lingui's provider. */
export function withI18nProvider(library: typeof TestingLibrary): typeof TestingLibrary {
  type RenderArgs = Parameters<typeof library.render>;
  type RenderHookArgs = Parameters<typeof library.renderHook>;
  return {
    ...library,
    render: ((ui: RenderArgs[0], options?: RenderArgs[1]) =>
      library.render(ui, {
        ...options,
        wrapper: inI18nProvider(options?.wrapper),
      })) as typeof library.render,
    renderHook: ((hook: RenderHookArgs[0], options?: RenderHookArgs[1]) =>
      library.renderHook(hook, {
        ...options,
        wrapper: inI18nProvider(options?.wrapper),
      })) as typeof library.renderHook,
  };
}
