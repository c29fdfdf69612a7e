import { useId, type ReactNode, type Ref } from "react";

interface FactorPartProps {
  title: string;
  /** For a part whose heading takes the focus once a change is done. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * One part of the second factors' section, under its own h3. Named by that heading, each part is
 * a region of its own, as each section of the account page is: the section's several "Current
 * password" fields each sit in a differently named one.
 */
export function FactorPart({ title, headingRef, children }: FactorPartProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h3>
      {children}
    </section>
  );
}
