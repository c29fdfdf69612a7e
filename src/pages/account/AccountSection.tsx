import { useId, type ReactNode, type Ref } from "react";

interface AccountSectionProps {
  title: string;
  /** For a section whose heading takes the focus once the control that had it is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * One part of the account page under its own h2. Named by that heading, the section is a region
 * that assistive technology lists, and each action's controls sit in a differently named one.
 */
export function AccountSection({ title, headingRef, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
