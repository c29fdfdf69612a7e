import { useId, type ComponentProps } from "react";

interface FieldProps extends ComponentProps<"input"> {
  label: string;
  name: string;
}

/** A labelled input, for the forms beyond the spec's two (their fields are in AuthForm). */
export function Field({ label, ...input }: FieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </>
  );
}
