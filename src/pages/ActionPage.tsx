import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import type { ActionMode } from "../auth/IdentityService";
import { UnusableLinkScreen, type LinkRequestPage } from "./action/UnusableLinkScreen";
import { ChangeEmail } from "./action/ChangeEmail";
import { LinkCheckScreen, type LinkAction } from "./action/LinkCheckScreen";
import { RecoverEmail } from "./action/RecoverEmail";
import { ResetPassword } from "./action/ResetPassword";
import { RevertSecondFactor } from "./action/RevertSecondFactor";
import { sameOriginPath } from "./action/sameOriginPath";
import { useOobCode } from "./action/useOobCode";
import { VerifyEmail } from "./action/VerifyEmail";

// Where verification links are sent from.
const ACCOUNT: LinkRequestPage = { path: "/account", signedInOnly: true };

/** The mailed links this page opens, by the `mode` in their query: like a table of routes. */
const ACTIONS: Record<ActionMode, LinkAction> = {
  resetPassword: {
    title: msg`Reset your password`,
    Screen: ResetPassword,
    newLink: { path: "/auth/forgot-password", signedInOnly: false },
  },
  verifyEmail: { title: msg`Verify your e-mail address`, Screen: VerifyEmail, newLink: ACCOUNT },
  verifyAndChangeEmail: {
    title: msg`Confirm your new e-mail address`,
    Screen: ChangeEmail,
    newLink: ACCOUNT,
  },
  // Only the service sends these two, unasked: there is nowhere to ask for one.
  recoverEmail: { title: msg`Restore your e-mail address`, Screen: RecoverEmail, newLink: null },
  revertSecondFactorAddition: {
    title: msg`Remove the new second factor`,
    Screen: RevertSecondFactor,
    newLink: null,
  },
};

function isActionMode(mode: string): mode is ActionMode {
  return Object.hasOwn(ACTIONS, mode);
}

/**
 * Where every mailed link lands, as on Firebase's default action handler. Only the code leaves the
 * address once read, so a reload still knows the kind of link.
 */
export function ActionPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const mode = query.get("mode");
  const { oobCode, gone } = useOobCode();

  if (mode !== null && !isActionMode(mode)) {
    return <UnusableLinkScreen message={t`This app does not handle this kind of link.`} />;
  }
  if (mode !== null && gone) {
    return (
      <UnusableLinkScreen
        title={t`Open the link again`}
        message={t`This page was reloaded, or opened again from the history, so the link's one-time code is no longer here: the page takes it out of the address as soon as it has read it. If you have not used the link yet, open it again from the e-mail.`}
        newLink={ACTIONS[mode].newLink}
      />
    );
  }
  if (mode === null || !oobCode) {
    return (
      <UnusableLinkScreen
        message={t`This link is incomplete. Open it again from the e-mail, or copy the whole address.`}
        newLink={mode && ACTIONS[mode].newLink}
      />
    );
  }
  // A different code is a different link: start over rather than show the last one's state.
  return (
    <LinkCheckScreen
      key={oobCode}
      mode={mode}
      oobCode={oobCode}
      continueTo={sameOriginPath(query.get("continueUrl"))}
      {...ACTIONS[mode]}
    />
  );
}
