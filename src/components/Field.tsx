import { useId, type ComponentProps } from "react";

interface FieldProps extends ComponentProps<"input"> {
  label: string;
  name: string;
  /** Said below the input, and read with it by a screen reader. */
  hint?: string;
}

/** A labelled input, for the forms beyond the spec's two (their fields are in AuthForm). */
export function Field({ label, hint, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
    </>
  );
}
