import { useId, type ReactNode } from "react";

interface AccountSectionProps {
  title: string;
  children: ReactNode;
}

/**
 * One part of the account page under its own h2. Named by that heading, the section is a region
 * that assistive technology lists, and the three "Current password" fields each sit in a
 * differently named one.
 */
export function AccountSection({ title, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
