import type { ReactNode } from "react";

/** Focuses the step once, as it is attached (a stable function, so not again on re-renders). */
function focusOnMount(step: HTMLDivElement | null) {
  step?.focus();
}

interface FactorStepProps {
  /** False for the first step as the page opens, which must not take the page heading's focus. */
  focus: boolean;
  children: ReactNode;
}

/**
 * One step of adding a factor, in place of the one before. It takes the focus the last step's
 * button had (that button is gone), so keyboard and screen reader users start at its first words.
 * Each step needs a key of its own: a new step is a new element, attached and focused anew.
 */
export function FactorStep({ focus, children }: FactorStepProps) {
  return (
    <div ref={focus ? focusOnMount : undefined} tabIndex={-1} className="step">
      {children}
    </div>
  );
}
