import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { InputField, type InputFieldProps } from '../InputField/InputField';

/** Props of {@link ConfirmEmailField}: those of {@link EmailField}. */
export type ConfirmEmailFieldProps = Omit<InputFieldProps, 'type' | 'filter'>;

/**
 * The "confirm your e-mail" field: like `EmailField`, but the address must be typed again — pasting and dropping
 * text are turned off (docs/spec/flow/validation.md#e-mail), and autofill is off so the browser does not fill both fields with the same typo.
 * A refused paste is explained in a polite live region under the hint, and the explanation goes once the user
 * types.
 */
export function ConfirmEmailField({ onPaste, onDrop, onValueChange, ...props }: ConfirmEmailFieldProps) {
  const { t } = useLingui();
  const [pasteRefused, setPasteRefused] = useState(false);
  return (
    <InputField
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      autoComplete="off"
      {...props}
      type="email"
      filter="email"
      pasteBlocked
      fieldClassName="of-confirm-email"
      announcement={pasteRefused ? t`Type the address again; pasting is turned off` : null}
      onPaste={(event) => {
        setPasteRefused(true);
        onPaste?.(event);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setPasteRefused(true);
        onDrop?.(event);
      }}
      onValueChange={(value) => {
        setPasteRefused(false);
        onValueChange?.(value);
      }}
    />
  );
}
