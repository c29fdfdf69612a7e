// A catalog (src/locales/<code>.po), compiled when imported by @lingui/vite-plugin.
declare module "*.po" {
  import type { CompiledMessage } from "./i18n";
  export const messages: Record<string, CompiledMessage>;
}
