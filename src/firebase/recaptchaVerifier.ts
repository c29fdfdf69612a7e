import { RecaptchaVerifier, type Auth } from "@firebase/auth";

let lastVerifier: { verifier: RecaptchaVerifier; container: HTMLElement } | undefined;

/**
 * A new reCAPTCHA verifier for each text, in an element of its own outside React's tree: a reset
 * one cannot verify again (firebase-js-sdk #4126).
 */
export function freshVerifier(auth: Auth): RecaptchaVerifier {
  lastVerifier?.verifier.clear();
  lastVerifier?.container.remove();
  lastVerifier = undefined;
  const container = document.createElement("div");
  container.hidden = true;
  document.body.append(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: "invisible" });
  lastVerifier = { verifier, container };
  return verifier;
}
