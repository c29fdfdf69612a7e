import { useEffect, useRef, type ReactNode } from "react";

/**
 * What a link did, and the way on, in place of the form that did it. It takes the focus the
 * form's button had, so keyboard and screen reader users start here rather than at the page's top.
 */
export function Done({ children }: { children: ReactNode }) {
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    outcome.current?.focus();
  }, []);

  return (
    <div ref={outcome} tabIndex={-1} className="outcome">
      {children}
    </div>
  );
}
