import { RecaptchaVerifier, type Auth } from "@firebase/auth";

// The verifier is the SDK's one way to get the reCAPTCHA token a text needs (on the emulator, its
// mock's). Its reset, after a text, leaves it unable to verify again (firebase-js-sdk #4126): each
// text gets a new one, in a new element of its own, outside React's tree. Hidden: an invisible
// reCAPTCHA needs no place on the page (Google then asks for its notice beside the form).
let lastVerifier: { verifier: RecaptchaVerifier; container: HTMLElement } | undefined;

/** A new verifier for the next text; the one before it is cleared, and its element removed. */
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
