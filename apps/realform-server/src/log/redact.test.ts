import { describe, expect, it } from 'vitest';
import { redact, redactText } from './redact';
import { safeLogger } from './safeLogger';

describe('log redaction', () => {
  it('masks e-mail addresses and tokens in text', () => {
    expect(redactText('login failed for Jan.Kowalski+x@example.com.pl with token abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ')).toBe(
      'login failed for [email] with token [redacted]',
    );
  });

  it('leaves ordinary text alone', () => {
    expect(redactText('POST /realform/form-pl/new-account 400')).toBe('POST /realform/form-pl/new-account 400');
  });

  it('blanks sensitive keys at any depth and masks strings elsewhere', () => {
    expect(
      redact({
        path: '/realform/form-pl/new-login',
        body: { loginEmail: 'a@b.pl', loginPassword: 'Secret-pa55', token: 't', recaptchaToken: 'r', nested: { firstName: 'Jan' } },
        note: 'from a@b.pl',
        ip: '10.0.0.1',
      }),
    ).toEqual({
      path: '/realform/form-pl/new-login',
      body: { loginEmail: '[redacted]', loginPassword: '[redacted]', token: '[redacted]', recaptchaToken: '[redacted]', nested: { firstName: '[redacted]' } },
      note: 'from [email]',
      ip: '[redacted]',
    });
  });

  it('reduces an error to its name, masked message, stack and code', () => {
    const cause = new Error('duplicate key (email)=(jan@example.com)');
    const error = Object.assign(new Error('insert failed for jan@example.com', { cause }), { code: '23505' });
    const redacted = redact(error) as Record<string, unknown>;
    expect(redacted).toMatchObject({ name: 'Error', message: 'insert failed for [email]', code: '23505' });
    expect(JSON.stringify(redacted)).not.toContain('jan@example.com');
  });

  it('writes every log line through the redaction', () => {
    const lines: unknown[][] = [];
    const logger = safeLogger({ info: (...args) => lines.push(args), warn: () => undefined, error: () => undefined });
    logger.info('signed in jan@example.com', { password: 'Secret-pa55', status: 200 });
    // One string per line: a JSON object (issue 14 finding 8), its fields redacted.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveLength(1);
    expect(JSON.parse(lines[0]![0] as string)).toEqual({ time: expect.any(String), level: 'info', msg: 'signed in [email]', password: '[redacted]', status: 200 });
  });
});
