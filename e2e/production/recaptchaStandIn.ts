import type { Page } from "@playwright/test";

// Google's reCAPTCHA, played in the browser: the emulator never asks for a token, and the suite
// has no internet. As Google's do, each loader script loads reCAPTCHA's code from
// www.gstatic.com, passing on the `onload` callback named in its own URL, and that code opens an
// invisible frame on www.google.com: every source the reCAPTCHA switch's CSP must allow.
// Under the CSP's Trusted Types, they also do what Google's do: the loader sets the code's URL
// from a string (as enterprise.js and api.js do unless asked for `trustedtypes=true`), which only
// the app's default policy lets through, and the code makes the `goog#html` policy, as code built
// with Google's Closure Library does, logging the error when the CSP refuses it.
// - "enterprise": enterprise.js, whose `grecaptcha.enterprise` the SDK asks for a token for each
//   call of a project protected by reCAPTCHA Enterprise (recaptcha.spec.ts).
// - "v2": api.js, reCAPTCHA v2, which the SDK's RecaptchaVerifier loads to text a code on a real
//   project: it renders an invisible widget, executes it and reads its token (render, execute,
//   getResponse, reset).

export type RecaptchaKind = "v2" | "enterprise";

/** The project's site key, as Google's config names it. */
export const SITE_KEY = "6LeE2eTestSiteKey";

/** The page each kind's code opens in its invisible frame. */
export const RECAPTCHA_FRAME: Record<RecaptchaKind, RegExp> = {
  v2: /^https:\/\/www\.google\.com\/recaptcha\/api2\/anchor\?/,
  enterprise: /^https:\/\/www\.google\.com\/recaptcha\/enterprise\/anchor\?/,
};

const LOADER: Record<RecaptchaKind, string> = {
  v2: "https://www.google.com/recaptcha/api.js?**",
  enterprise: "https://www.google.com/recaptcha/enterprise.js?**",
};

const codeUrl = (kind: RecaptchaKind) =>
  `https://www.gstatic.com/recaptcha/releases/e2e-${kind}/recaptcha__en.js`;

const loaderScript = (kind: RecaptchaKind) => `
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  const code = document.createElement("script");
  code.src = "${codeUrl(kind)}?onload=" + onload;
  document.head.append(code);
`;

/** What Closure-built code does first where the browser has Trusted Types. */
const GOOG_HTML_POLICY = `
  if (window.trustedTypes) {
    try {
      const same = (value) => value;
      trustedTypes.createPolicy("goog#html", {
        createHTML: same,
        createScript: same,
        createScriptURL: same,
      });
    } catch (error) {
      console.error(error.message);
    }
  }
`;

// Each kind's code adds its part to one window.grecaptcha, as Google's do when a page loads both.
// A token names the site key it was for, and the action (Enterprise) or the widget (v2).
const CODE: Record<RecaptchaKind, string> = {
  enterprise: `
    const frame = document.createElement("iframe");
    frame.src = "https://www.google.com/recaptcha/enterprise/anchor?k=${SITE_KEY}";
    frame.hidden = true;
    document.body.append(frame);
    window.grecaptcha = Object.assign(window.grecaptcha ?? {}, { enterprise: {
      ready: (callback) => callback(),
      execute: async (siteKey, { action }) => "token-for:" + siteKey + ":" + action,
    } });
  `,
  v2: `
    const widgets = [];
    window.grecaptcha = Object.assign(window.grecaptcha ?? {}, {
      render(container, parameters) {
        const frame = document.createElement("iframe");
        frame.src = "https://www.google.com/recaptcha/api2/anchor?k=" +
          encodeURIComponent(parameters.sitekey) + "&size=" + parameters.size;
        frame.hidden = true;
        container.append(frame);
        widgets.push({ parameters, token: "" });
        return widgets.length - 1;
      },
      execute(id) {
        const widget = widgets[id];
        queueMicrotask(() => {
          widget.token = "v2-token-for:" + widget.parameters.sitekey + ":" + id;
          widget.parameters.callback(widget.token);
        });
      },
      getResponse: (id) => widgets[id].token,
      reset(id) { widgets[id].token = ""; },
    });
  `,
};

/** A provider's reCAPTCHA Enterprise enforcement, as the project's config lists it. */
export interface Enforcement {
  provider: "EMAIL_PASSWORD_PROVIDER" | "PHONE_PROVIDER";
  enforcementState: "OFF" | "AUDIT" | "ENFORCE";
}

/**
 * Answers the SDK's read of the project's reCAPTCHA config (`GET v2/recaptchaConfig`), which the
 * emulator has not implemented: the site key, and `enforcement`. With no Enterprise for phones,
 * the SDK verifies a text with reCAPTCHA v2. `onRead` is told of each read.
 */
export async function answerRecaptchaConfig(
  page: Page,
  enforcement: Enforcement[],
  onRead = () => {},
) {
  await page.route("https://identitytoolkit.googleapis.com/v2/recaptchaConfig?**", (route) => {
    onRead();
    return route.fulfill({
      json: {
        recaptchaKey: `projects/my-app-1234/keys/${SITE_KEY}`,
        recaptchaEnforcementState: enforcement,
      },
    });
  });
}

/** Serves Google's side of reCAPTCHA `kind` to `page`: its loader, its code and its frame. */
export async function standInRecaptcha(page: Page, kind: RecaptchaKind) {
  await page.route(LOADER[kind], (route) =>
    route.fulfill({ contentType: "text/javascript", body: loaderScript(kind) }),
  );
  const onload = 'window[new URL(document.currentScript.src).searchParams.get("onload")]();';
  await page.route(`${codeUrl(kind)}?**`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `${GOOG_HTML_POLICY}\n${CODE[kind]}\n${onload}`,
    }),
  );
  await page.route(RECAPTCHA_FRAME[kind], (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>reCAPTCHA</title>" }),
  );
}
