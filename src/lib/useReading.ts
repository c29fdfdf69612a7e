import { useCallback, useEffect, useState } from "react";

/** How the latest reading went, with the last value read (kept on screen while the next comes). */
export type Reading<Value> =
  | { status: "reading"; value: Value | undefined }
  | { status: "read"; value: Value }
  | { status: "failed"; value: Value | undefined; error: unknown };

type Answer<Value> = { read: () => Promise<Value>; request: object } & (
  { ok: true; value: Value } | { ok: false; error: unknown }
);

/**
 * Reads with `read` now, again whenever `read` changes (memoise it: a new function is a new
 * question), and again at each `reread`. Only the latest question's answer shows: an earlier one
 * that answers after it is dropped here, the one place that does it.
 */
export function useReading<Value>(read: () => Promise<Value>) {
  // A new object for each reread, so that the effect asks again.
  const [request, setRequest] = useState<object>({});
  const [answer, setAnswer] = useState<Answer<Value> | null>(null);
  // The last value read, whichever question it answered.
  const [value, setValue] = useState<Value | undefined>(undefined);

  useEffect(() => {
    let latest = true;
    read().then(
      (value) => {
        if (!latest) return;
        setValue(() => value);
        setAnswer({ read, request, ok: true, value });
      },
      (error: unknown) => {
        if (latest) setAnswer({ read, request, ok: false, error });
      },
    );
    return () => {
      latest = false;
    };
  }, [read, request]);

  // An answer to an earlier question says nothing of this one: it is still being read.
  const current = answer?.read === read && answer.request === request ? answer : null;
  let reading: Reading<Value>;
  if (!current) reading = { status: "reading", value };
  else if (current.ok) reading = { status: "read", value: current.value };
  else reading = { status: "failed", value, error: current.error };

  // The same function every render, so that a caller may list it in an effect's dependencies.
  const reread = useCallback(() => {
    setRequest({});
  }, []);
  return { reading, reread };
}
