import { useState, type ReactNode } from "react";
import { focusOnMount } from "./focusOnMount";

interface InPlaceActionProps {
  /** The opening button's content (its accessible name). */
  opener: ReactNode;
  /** For an action that deletes something: its button says so in the danger colour. */
  destructive?: boolean;
  /** Called as it opens (to clear what the last one said). */
  onOpen?: () => void;
  /** The open action, given how to close it: `close()`, or `close(false)` where the opener is gone. */
  children: (close: (returnFocus?: boolean) => void) => ReactNode;
}

/**
 * One action of the account page: at rest, a button; pressed, the action's form in its place (the
 * button gone). Closing it (Cancel, Escape, a success) brings the button back, with the focus, so a
 * keyboard or screen reader user is back where they started.
 */
export function InPlaceAction({
  opener,
  destructive = false,
  onOpen,
  children,
}: InPlaceActionProps) {
  const [open, setOpen] = useState(false);
  // Whether the button, back from an open action, takes the focus as it comes.
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
