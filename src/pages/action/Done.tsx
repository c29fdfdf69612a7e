import type { ReactNode } from "react";

/** Focuses the outcome once, as it is attached (a stable function, so not again on re-renders). */
function focusOnMount(outcome: HTMLDivElement | null) {
  outcome?.focus();
}

/**
 * What a link did, and the way on, in place of the form that did it. It takes the focus the
 * form's button had, so keyboard and screen reader users start here rather than at the page's top.
 */
export function Done({ children }: { children: ReactNode }) {
  return (
    <div ref={focusOnMount} tabIndex={-1} className="outcome">
      {children}
    </div>
  );
}
