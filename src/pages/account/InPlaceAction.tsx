import { useState, type ReactNode } from "react";
import { focusOnMount } from "./focusOnMount";

interface InPlaceActionProps {
  opener: ReactNode;
  destructive?: boolean;
  onOpen?: () => void;
  /** The open action, given how to close it: `close()`, or `close(false)` where the opener is gone. */
  children: (close: (returnFocus?: boolean) => void) => ReactNode;
}

/** A button that opens its action's form in its place; closing brings the button back, focused. */
export function InPlaceAction({
  opener,
  destructive = false,
  onOpen,
  children,
}: InPlaceActionProps) {
  const [open, setOpen] = useState(false);
  const [focusOnReturn, setFocusOnReturn] = useState(false);

  if (open) {
    return children((returnFocus = true) => {
      setOpen(false);
      setFocusOnReturn(returnFocus);
    });
  }
  return (
    <button
      ref={focusOnReturn ? focusOnMount : undefined}
      type="button"
      className={destructive ? "danger" : undefined}
      onClick={() => {
        setOpen(true);
        onOpen?.();
      }}
    >
      {opener}
    </button>
  );
}
