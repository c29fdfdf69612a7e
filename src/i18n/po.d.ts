// A catalog (src/locales/…/<code>.po), compiled when imported by @lingui/vite-plugin.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
