import { useLingui } from "@lingui/react/macro";
import { Field } from "../../components/Field";

/** The name a new second factor is listed by, read as the form's `factorName`. */
export function FactorNameField({ hint }: { hint: string }) {
  const { t } = useLingui();
  return (
    <Field
      label={t({
        comment: "A field's label: a new second factor's name.",
        message: "Name",
      })}
      name="factorName"
      autoComplete="off"
      hint={hint}
    />
  );
}
