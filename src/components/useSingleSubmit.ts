import { useEffect, useRef, useState, type RefObject, type SubmitEvent } from "react";

/**
 * One request per press, for the app's forms: `submit` runs for a submit only when none is
 * running, and `busy` is true while it runs. Two submits in one task (a double Enter) both see the
 * old `busy`; a ref lets only the first through. Not a React form action (<form action>,
 * useActionState): that clears the fields after a failure too, sends a second submit's request
 * once the first ends, and holds its pending state until every other form's action has ended too
 * (the account page has several forms).
 *
 * The submit button, disabled while the call runs, loses the focus (Chromium gives it to the
 * page), and a dialog the call opened takes it away as it closes. Once the call has ended,
 * `refocus` (the button, or the field to type again) has it back, unless the visitor has moved it.
 */
export function useSingleSubmit(
  submit: (form: HTMLFormElement) => Promise<void>,
  refocus?: RefObject<HTMLElement | null>,
) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const ended = useRef(false);

  useEffect(() => {
    if (busy || !ended.current) return;
    ended.current = false;
    if (focusLost()) refocus?.current?.focus();
  }, [busy, refocus]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void submit(event.currentTarget).finally(() => {
      running.current = false;
      ended.current = true;
      setBusy(false);
    });
  }

  return { busy, onSubmit };
}

/** Whether the focus is nowhere a visitor can see: on the page itself, or in a closed dialog. */
function focusLost(): boolean {
  const focused = document.activeElement;
  return (
    focused === null || focused === document.body || focused.closest("dialog:not([open])") !== null
  );
}
