import { useEffect, useRef, useState } from "react";
import { offersAuthenticatorApps, textsCodes } from "../../config/appConfig";
import { messageFor } from "../../lib/serviceMessages";
import { AccountSection } from "./AccountSection";
import { AddAuthenticatorApp } from "./AddAuthenticatorApp";
import { AddPhone } from "./AddPhone";
import { FactorPart } from "./FactorPart";
import { RemoveSecondFactor } from "./RemoveSecondFactor";
import { SecondFactorList } from "./SecondFactorList";
import { useSecondFactors, type SecondFactorsReading } from "./useSecondFactors";

/**
 * The account's second factors: the list, a way to add a phone or an authenticator app (to a
 * verified address only: the service refuses others), and a way to remove one. Each change asks
 * for the current password, then for a second factor when the account has one already.
 */
interface SecondFactorsSectionProps {
  email: string;
  emailVerified: boolean;
}

export function SecondFactorsSection({ email, emailVerified }: SecondFactorsSectionProps) {
  const { reading, reread } = useSecondFactors();
  // What the last change did; a new object each time, so the same words are said again.
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // The form that made the change may be gone (a finished step, the last factor's removal): the
  // list it changed takes the focus.
  useEffect(() => {
    if (notice) listHeading.current?.focus();
  }, [notice]);

  function changed(text: string) {
    setNotice({ text });
    reread();
  }

  const factors = reading.factors ?? [];
  return (
    <AccountSection title="Two-step sign-in">
      <p>
        With a second factor, signing in asks for a code from your phone or an authenticator app as
        well as your password.
      </p>
      {!emailVerified && (
        <p className="warning">
          Your e-mail address is not verified yet, and only a verified address can add a second
          factor. Press Send verification e-mail under E-mail address, at the top of this page, then
          follow the link it mails you.
        </p>
      )}
      <FactorPart title="Your second factors" headingRef={listHeading}>
        {reading.factors && <SecondFactorList factors={reading.factors} />}
        <p className={reading.status === "failed" ? "status failed" : "status"} role="status">
          {statusText(reading, notice?.text)}
        </p>
        {reading.status === "failed" && (
          <button type="button" onClick={reread}>
            Try again
          </button>
        )}
      </FactorPart>
      {emailVerified && (
        <>
          <FactorPart title="Add a phone">
            {textsCodes ? (
              <AddPhone email={email} onAdded={changed} />
            ) : (
              <p>
                This site cannot text codes: that needs reCAPTCHA, which its security policy does
                not load. An authenticator app needs no reCAPTCHA.
              </p>
            )}
          </FactorPart>
          <FactorPart title="Add an authenticator app">
            {offersAuthenticatorApps ? (
              <AddAuthenticatorApp email={email} onAdded={changed} />
            ) : (
              <p>
                Authenticator apps need a real Firebase project with Identity Platform: the Auth
                emulator this app runs on cannot add them. A phone works here.
              </p>
            )}
          </FactorPart>
        </>
      )}
      {factors.length > 0 && (
        <FactorPart title="Remove a second factor">
          <RemoveSecondFactor email={email} factors={factors} onRemoved={changed} />
        </FactorPart>
      )}
    </AccountSection>
  );
}

function statusText(reading: SecondFactorsReading, notice: string | undefined): string {
  switch (reading.status) {
    case "reading":
      return "Reading your second factors...";
    case "failed":
      return `Your second factors could not be read. ${messageFor(reading.error)}`;
    case "read":
      return notice ?? "";
  }
}
