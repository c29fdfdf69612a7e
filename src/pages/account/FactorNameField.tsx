import { useLingui } from "@lingui/react/macro";
import { Field } from "../../components/Field";

/** The name a new second factor is listed by, read as the form's `factorName`. */
export function FactorNameField({ hint }: { hint: string }) {
  const { t } = useLingui();
  return <Field label={t`Name`} name="factorName" autoComplete="off" hint={hint} />;
}
