import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { IdentityService, PasswordRule } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { leftToRight } from "../../i18n/leftToRight";
import { listOf } from "../../i18n/listOf";
import { errorCode, UserFacingError } from "../../auth/serviceMessages";
import { useReading } from "../../lib/useReading";
import { loadCommonOrContext } from "../../passwords/screenPassword";
import { minimumLength } from "./newPasswordScreening";

/** A rule in words, as the list beside the field says it. */
export function ruleText(rule: PasswordRule): MessageDescriptor {
  switch (rule.kind) {
    case "minLength": {
      const { length } = rule;
      return msg`${plural(length, { one: "At least # character", other: "At least # characters" })}`;
    }
    case "maxLength": {
      const { length } = rule;
      return msg`${plural(length, { one: "At most # character", other: "At most # characters" })}`;
    }
    case "lowercase":
      return msg`A lower-case letter`;
    case "uppercase":
      return msg`An upper-case letter`;
    case "digit":
      return msg`A digit`;
    case "symbol": {
      // Kept in their order in a right-to-left language, where brackets would otherwise turn.
      const symbols = leftToRight(Array.from(rule.allowed).join(" "));
      return msg`A symbol: ${symbols}`;
    }
  }
}

/** A new password's field, the project's rules marked met or not as the visitor types. */
export function NewPasswordField() {
  const { t } = useLingui();
  const { identity } = useAuth();
  const titleId = useId();
  const rulesId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const { reading } = useReading(() => identity.checkNewPassword(typed), [identity, typed]);
  const checks = reading.value ?? [];
  const minLength = reading.value && minimumLength(reading.value);

  // The screening's chunks, loaded early; should that fail, the form's send loads them again.
  useEffect(() => {
    if (minLength !== undefined) loadCommonOrContext(minLength).catch(() => undefined);
  }, [minLength]);

  // A form reset once its change is made starts the list over.
  useEffect(() => {
    const form = input.current?.form;
    const clear = () => {
      setTyped("");
    };
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, []);

  return (
    <>
      <Field
        ref={input}
        label={t`New password`}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        aria-describedby={[titleId, ...checks.map(({ rule }) => `${rulesId}-${rule.kind}`)].join(
          " ",
        )}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
        }}
      />
      {/* The title and each rule describe the field: a named list is read by its name alone. */}
      <div className="rules">
        <p id={titleId}>
          {t({
            comment: "The title of a new password's rules.",
            message: "Password rules",
          })}
        </p>
        <ul aria-labelledby={titleId}>
          {checks.map(({ rule, met }) => (
            <li key={rule.kind} id={`${rulesId}-${rule.kind}`} className={met ? "met" : undefined}>
              <span aria-hidden="true">{met ? "✓" : "✗"}</span> {t(ruleText(rule))}
              <span className="visually-hidden">
                {" "}
                {met
                  ? t({
                      comment: "Read after a password rule: the password typed meets it.",
                      message: "(met)",
                    })
                  : t({
                      comment: "Read after a password rule: the password typed does not meet it.",
                      message: "(not met)",
                    })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * A rule within the sentence that lists the rules unmet: "It needs: a digit and a symbol: …".
 * Each message says so to translators: Lingui reads a comment only as written in its call.
 */
function ruleInSentence(rule: PasswordRule): MessageDescriptor {
  switch (rule.kind) {
    case "minLength": {
      const { length } = rule;
      return msg({
        comment: "A password rule, one of those listed in: It needs: {rules}.",
        message: plural(length, { one: "at least # character", other: "at least # characters" }),
      });
    }
    case "maxLength": {
      const { length } = rule;
      return msg({
        comment: "A password rule, one of those listed in: It needs: {rules}.",
        message: plural(length, { one: "at most # character", other: "at most # characters" }),
      });
    }
    case "lowercase":
      return msg({
        comment: "A password rule, one of those listed in: It needs: {rules}.",
        message: "a lower-case letter",
      });
    case "uppercase":
      return msg({
        comment: "A password rule, one of those listed in: It needs: {rules}.",
        message: "an upper-case letter",
      });
    case "digit":
      return msg({
        comment: "A password rule, one of those listed in: It needs: {rules}.",
        message: "a digit",
      });
    case "symbol": {
      const symbols = leftToRight(Array.from(rule.allowed).join(" "));
      // The policy's last rule, so its list of symbols ends the sentence.
      return msg({
        comment: "A password rule, one of those listed in: It needs: {rules}.",
        message: `a symbol: ${symbols}`,
      });
    }
  }
}

/**
 * For a call that set `password`: the policy's refusal said with the rules not met, as listed.
 * The list is put into words as it is shown, so a switch of language re-words it.
 */
export function sayUnmetRules(identity: IdentityService, password: string) {
  return async (error: unknown): Promise<never> => {
    if (errorCode(error) !== "auth/password-does-not-meet-requirements") throw error;
    const unmet = (await identity.checkNewPassword(password)).filter((check) => !check.met);
    if (unmet.length === 0) throw error;
    const rules = listOf(unmet.map(({ rule }) => ruleInSentence(rule)));
    const refusal = msg({
      message: "The new password does not meet this site's rules. It needs: {rules}.",
    });
    throw new UserFacingError({ ...refusal, values: { rules } }, error);
  };
}
