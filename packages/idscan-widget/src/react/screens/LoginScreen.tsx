import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { WidgetError } from '../../core/IdscanError';
import { Button } from '../ui/Button';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Screen } from '../ui/Screen';
import { TextField } from '../ui/TextField';

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  onSubmit(credentials: { username: string; password: string }): void;
  /**
   * Why the last login failed: usually `unauthorized` with one of docs/spec/widget/overview.md#roles-and-authorization's four reasons; any widget error is
   * shown with its message, in the widget's language.
   */
  error?: WidgetError | null;
  /** While the login is checked: the button waits. @default false */
  busy?: boolean;
}

/** docs/spec/widget/screens.md#login login (username, password, submit), with the docs/spec/widget/overview.md#roles-and-authorization authorization errors. */
export function LoginScreen({ onSubmit, error, busy = false }: LoginScreenProps) {
  const { t, i18n } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ username: false, password: false });
  const [submits, setSubmits] = useState(0);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // docs/spec/widget/errors.md missing username / password: the first empty field takes focus.
    if (submits === 0) return;
    if (missing.username) usernameRef.current?.focus();
    else if (missing.password) passwordRef.current?.focus();
  }, [submits, missing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { username: username.trim() === '', password: password === '' };
    setMissing(next);
    if (next.username || next.password) {
      setSubmits((count) => count + 1);
      return;
    }
    onSubmit({ username: username.trim(), password });
  };

  return (
    <Screen title={t`Log in`}>
      {error ? (
        <div role="alert">
          {/* Re-translated from the descriptor: the error may have been made before the locale loaded. */}
          <ErrorMessage>{i18n._(error.descriptor)}</ErrorMessage>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={t`Log in`}>
        <TextField
          ref={usernameRef}
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          error={missing.username ? t`Enter your username` : undefined}
          onChange={(event) => {
            setUsername(event.target.value);
            setMissing((current) => ({ ...current, username: false }));
          }}
        />
        <TextField
          ref={passwordRef}
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={password}
          error={missing.password ? t`Enter your password` : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing((current) => ({ ...current, password: false }));
          }}
        />
        <div className="idscan-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t`Logging in…` : t`Log in`}
          </Button>
        </div>
      </form>
    </Screen>
  );
}
