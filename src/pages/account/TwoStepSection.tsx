import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { SecondFactor } from "../../auth/IdentityService";
import { messageFor } from "../../auth/serviceMessages";
import { functionsConfig, offersAuthenticatorApps, textsCodes } from "../../config/appConfig";
import { factorName } from "../secondFactor/factorName";
import { AccountSection } from "./AccountSection";
import { AddAuthenticatorApp } from "./AddAuthenticatorApp";
import { AddPhone } from "./AddPhone";
import { InPlaceAction } from "./InPlaceAction";
import { SecondFactorList } from "./SecondFactorList";
import { SignOutEverywhere } from "./SignOutEverywhere";
import { useSecondFactors } from "./useSecondFactors";

/** Kept as what happened, not as words, so that a switch of language re-words it. */
type LastChange = { added: MessageDescriptor } | { removed: SecondFactor } | null;

/** Second factors are added to a verified address only: the service refuses others. */
export function TwoStepSection({ emailVerified }: { emailVerified: boolean }) {
  const { t } = useLingui();
  const { reading, reread } = useSecondFactors();
  const [lastChange, setLastChange] = useState<LastChange>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  function changed(change: LastChange) {
    setLastChange(change);
    reread();
  }

  function addition(close: () => void) {
    return {
      onCancel: close,
      onAdded: (notice: MessageDescriptor) => {
        close();
        changed({ added: notice });
      },
    };
  }

  function changeText(): string {
    if (!lastChange) return "";
    if ("added" in lastChange) return t(lastChange.added);
    const name = factorName(lastChange.removed, t);
    return t`Second factor removed: ${name}.`;
  }

  function statusText(): string {
    switch (reading.status) {
      case "reading":
        return t`Reading your second factors...`;
      case "failed": {
        // A change just made is still said: only the list after it could not be read.
        const failure = t(messageFor(reading.error));
        const change = changeText();
        return change
          ? t`${change} Your second factors could not be read. ${failure}`
          : t`Your second factors could not be read. ${failure}`;
      }
      case "read":
        return changeText();
    }
  }

  const clear = () => {
    setLastChange(null);
  };
  return (
    <AccountSection title={t`Two-step sign-in`} headingRef={heading}>
      <p>{t`With a second factor, signing in also asks for a code from your phone or an app.`}</p>
      {reading.value && (
        <SecondFactorList
          factors={reading.value}
          onRemoved={(factor) => {
            // Its Remove button, which had the focus, goes with it.
            heading.current?.focus();
            changed({ removed: factor });
          }}
        />
      )}
      <p className={`notice${reading.status === "failed" ? " failed" : ""}`} role="status">
        {statusText()}
      </p>
      {/* A factor lost or stolen may have signed someone in: ASVS 7.4.3 offers to end it all. */}
      {lastChange && "removed" in lastChange && functionsConfig !== null && (
        <>
          <p>
            {t`If that second factor was lost, or someone else may have it, sign out everywhere too: every browser and device, this one included, will have to sign in again.`}
          </p>
          <SignOutEverywhere />
        </>
      )}
      {reading.status === "failed" && (
        <button type="button" onClick={reread}>
          {t`Try again`}
        </button>
      )}
      {emailVerified ? (
        <div className="actions">
          {textsCodes ? (
            <InPlaceAction opener={t`Add a phone`} onOpen={clear}>
              {(close) => <AddPhone {...addition(close)} />}
            </InPlaceAction>
          ) : (
            <p>
              {t`This site cannot text codes: that needs reCAPTCHA, which its security policy does not load. An authenticator app needs no reCAPTCHA.`}
            </p>
          )}
          {offersAuthenticatorApps ? (
            <InPlaceAction opener={t`Add an authenticator app`} onOpen={clear}>
              {(close) => <AddAuthenticatorApp {...addition(close)} />}
            </InPlaceAction>
          ) : (
            <p>{t`The Auth emulator this app runs on cannot add authenticator apps.`}</p>
          )}
        </div>
      ) : (
        <p className="warning">
          {t`Your e-mail address is not verified yet, and only a verified address can add a second factor. Press Send verification e-mail under E-mail address, at the top of this page, then follow the link it mails you.`}
        </p>
      )}
    </AccountSection>
  );
}
