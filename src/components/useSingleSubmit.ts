import { useRef, useState, type SubmitEvent } from "react";

/**
 * One request per press, for the app's forms: `submit` runs for a submit only when none is
 * running, and `busy` is true while it runs. Two submits in one task (a double Enter) both see the
 * old `busy`; a ref lets only the first through. Not a React form action (<form action>,
 * useActionState): that clears the fields after a failure too, sends a second submit's request
 * once the first ends, and holds its pending state until every other form's action has ended too
 * (the account page has four forms).
 */
export function useSingleSubmit(submit: (form: HTMLFormElement) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void submit(event.currentTarget).finally(() => {
      running.current = false;
      setBusy(false);
    });
  }

  return { busy, onSubmit };
}
