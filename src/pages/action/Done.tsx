import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Focuses the outcome once, as it is attached (a stable function, so not again on re-renders). */
function focusOnMount(outcome: HTMLDivElement | null) {
  outcome?.focus();
}

interface DoneProps {
  children: ReactNode;
  next: { to: string; label: string };
}

/** What a link did, and the way on, taking the focus the form's button had. */
export function Done({ children, next }: DoneProps) {
  const { t } = useLingui();
  return (
    <div ref={focusOnMount} tabIndex={-1} className="outcome">
      {children}
      <nav
        aria-label={t({
          comment:
            "The name of a group of links, read out by screen readers: where to go now that a mailed link has done its work. Not a button's word: the link in it has its own, such as Continue or Sign in.",
          message: "Next",
        })}
        className="links"
      >
        <Link to={next.to}>{next.label}</Link>
      </nav>
    </div>
  );
}
