import { useCallback, useEffect, useEffectEvent, useState, type DependencyList } from "react";

/** How the latest reading went, with the last value read (kept on screen while the next comes). */
export type Reading<Value> =
  | { status: "reading"; value: Value | undefined }
  | { status: "read"; value: Value }
  | { status: "failed"; value: Value | undefined; error: unknown };

/** A new object for each question, so an answer says which one it is for. */
interface Question {
  deps: DependencyList;
}

type Answer<Value> = Exclude<Reading<Value>, { status: "reading" }> & { question: Question };

/** Reads now, when `deps` change (lint checks them) and at each `reread`; the latest answer shows. */
export function useReading<Value>(read: () => Promise<Value>, deps: DependencyList) {
  // Adjusted while rendering, so the render whose deps changed already shows "reading".
  const [question, setQuestion] = useState<Question>({ deps });
  if (!sameDeps(question.deps, deps)) setQuestion({ deps });
  const [answer, setAnswer] = useState<Answer<Value> | null>(null);
  const readNow = useEffectEvent(read);

  useEffect(() => {
    let latest = true;
    readNow().then(
      (value) => {
        if (latest) setAnswer({ question, status: "read", value });
      },
      (error: unknown) => {
        if (!latest) return;
        setAnswer((last) => ({ question, status: "failed", value: last?.value, error }));
      },
    );
    return () => {
      latest = false;
    };
  }, [question]);

  let reading: Reading<Value>;
  if (answer?.question !== question) reading = { status: "reading", value: answer?.value };
  else if (answer.status === "read") reading = { status: "read", value: answer.value };
  else reading = { status: "failed", value: answer.value, error: answer.error };

  const reread = useCallback(() => {
    setQuestion((asked) => ({ deps: asked.deps }));
  }, []);
  return { reading, reread };
}

/** Whether two dependency lists are the same, compared as React compares an effect's. */
function sameDeps(before: DependencyList, now: DependencyList): boolean {
  return before.length === now.length && before.every((dep, index) => Object.is(dep, now[index]));
}
