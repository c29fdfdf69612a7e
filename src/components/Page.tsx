import { useEffect, useRef, type ReactNode } from "react";

export const APP_NAME = "Firebase Auth Demo";

interface PageProps {
  title: string;
  children: ReactNode;
}

/** One screen: its document title, the main landmark and its single h1. */
export function Page({ title, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
    // After a route change, screen reader and keyboard users start at the new page's heading.
    heading.current?.focus();
  }, [title]);

  return (
    <main className="card">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </main>
  );
}
