import { Trans, useLingui } from '@lingui/react/macro';
import { useDomId } from '@repo/react-primitives';
import { useState } from 'react';
import { dataAttribute } from '../internal/dataAttribute';
import { InputField, type InputFieldProps } from '../InputField/InputField';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter/PasswordStrengthMeter';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** One password rule and whether the current password meets it. */
export interface PasswordRule {
  id: string;
  /** What the rule asks, e.g. "At least 8 characters" (already translated). */
  label: string;
  met: boolean;
}

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<InputFieldProps, 'type' | 'filter'> {
  /**
   * The password rules and whether each is met (docs/spec/flow/validation.md#password: length, lower and upper case, a digit, a special
   * character). When given, a checklist and the strength meter are shown under the input.
   */
  rules?: ReadonlyArray<PasswordRule>;
  /**
   * Autofill hint: `new-password` for registration (browsers offer a generated password), `current-password`
   * for sign-in.
   * @default 'new-password'
   */
  autoComplete?: 'new-password' | 'current-password' | 'off';
}

/**
 * A password field with a show/hide button (its label says what a press does: "Show password" / "Hide password") and, given `rules`, the rule
 * checklist and the strength meter. Nothing is filtered: special characters, '*' and '+' included, are what
 * the password rules ask for.
 */
export function PasswordField({ id, rules, autoComplete = 'new-password', ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  const generatedId = useDomId();
  const inputId = id ?? `of-${generatedId}`;
  const rulesId = `${inputId}-rules`;
  const [visible, setVisible] = useState(false);
  const met = rules?.filter((rule) => rule.met).length ?? 0;

  return (
    <InputField
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      {...props}
      id={inputId}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      filter="none"
      fieldClassName="of-password"
      extraDescribedBy={rules?.length ? rulesId : undefined}
      inlineEnd={
        <button
          type="button"
          className="of-password__toggle"
          aria-controls={inputId}
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {/* The label says what a press will do (issue 18); a changing label and aria-pressed must not be combined. */}
          {visible ? <Trans>Hide password</Trans> : <Trans>Show password</Trans>}
        </button>
      }
      after={
        rules?.length ? (
          <div className="of-password__rules">
            <PasswordStrengthMeter met={met} />
            <ul id={rulesId} className="of-password__checklist">
              {rules.map((rule) => (
                <li key={rule.id} className="of-password__rule" data-met={dataAttribute(rule.met)}>
                  <span className="of-password__mark" aria-hidden="true">
                    {rule.met ? '✓' : '✗'}
                  </span>
                  <VisuallyHidden>{rule.met ? t`Met:` : t`Not met:`}</VisuallyHidden>{' '}
                  {rule.label}
                </li>
              ))}
            </ul>
          </div>
        ) : null
      }
    />
  );
}
