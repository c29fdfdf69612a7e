import { i18n } from "@lingui/core";
import { messages } from "../locales/en.po";

// English, the spec's own texts, is in the first load and active before anything renders: the
// other languages are chunks of their own, loaded when chosen (language.ts).
i18n.loadAndActivate({ locale: "en", messages });

/** Lingui's one instance, which every message of the app is translated by (lingui.config.ts). */
export { i18n };
