import { useId, type ReactNode, type Ref } from "react";

interface AccountSectionProps {
  title: string;
  /** For a heading that takes the focus once the control that had it is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A part of the account page, named by its h2: a region that assistive technology lists. */
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
