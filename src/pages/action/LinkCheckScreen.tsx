import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import type { ActionCodeInfo, ActionMode } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { Page } from "../../components/Page";
import { errorCode, messageFor } from "../../auth/serviceMessages";
import { useReading } from "../../lib/useReading";
import { UnusableLinkScreen, type LinkRequestPage } from "./UnusableLinkScreen";

export interface LinkScreenProps {
  oobCode: string;
  info: ActionCodeInfo;
  /** The link's continue URL as a path of this app, if it has one on this origin. */
  continueTo: string | null;
}

export interface LinkAction {
  title: MessageDescriptor;
  Screen: ComponentType<LinkScreenProps>;
  /** Where to ask for a new link of this kind; null when only the service sends one. */
  newLink: LinkRequestPage | null;
}

// Failures that say nothing about the link itself: checking again may well work.
const PASSING = new Set<string | null>(["auth/network-request-failed", "auth/too-many-requests"]);

interface LinkCheckScreenProps extends LinkAction {
  mode: ActionMode;
  oobCode: string;
  continueTo: string | null;
}

/** Checks a link, then shows its mode's screen. Only a check: mail scanners open links too. */
export function LinkCheckScreen({
  mode,
  oobCode,
  continueTo,
  title,
  Screen,
  newLink,
}: LinkCheckScreenProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  // Not use() under Suspense: the answer's page would replace the fallback's, its heading
  // focused anew, and Try again would keep the unusable link's page hidden in the DOM.
  const { reading: check, reread } = useReading(
    () => identity.checkActionCode(oobCode),
    [identity, oobCode],
  );

  const heading = t(title);
  switch (check.status) {
    case "reading":
      return (
        <Page title={heading}>
          <p role="status">{t`Checking the link...`}</p>
        </Page>
      );
    case "failed":
      return (
        <UnusableLinkScreen
          message={t(messageFor(check.error))}
          newLink={newLink}
          onRetry={PASSING.has(errorCode(check.error)) ? reread : undefined}
        />
      );
    case "read":
      // A code made for another mode than the link says: the link was altered.
      if (check.value.mode !== mode)
        return (
          <UnusableLinkScreen
            message={t`This link is not valid: it was not copied whole, or it has been changed. Open it again from the e-mail.`}
            newLink={newLink}
          />
        );
      return (
        <Page title={heading}>
          <Screen oobCode={oobCode} info={check.value} continueTo={continueTo} />
        </Page>
      );
  }
}
