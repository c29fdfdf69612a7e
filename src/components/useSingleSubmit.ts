import { useEffect, useRef, useState, type RefObject, type SubmitEvent } from "react";

/**
 * One request per press (a ref, as two submits in one task both see the old `busy`). Not a React
 * form action, which clears the fields after a failure too and queues a second press. The disabled
 * button loses the focus: once the call ends, `refocus` gets it back unless the visitor moved it.
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
