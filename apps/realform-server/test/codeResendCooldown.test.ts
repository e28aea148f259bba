import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDesktopSms, signedUpClient, uniquePhone } from './codesHelpers';
import { startTestServer } from './harness';
import { runBuiltServerToExit } from './security/builtServer';

// CODE_RESEND_COOLDOWN_SECONDS (README variables): the wait before a code is sent again. The brand apps' end-to-end
// journeys shorten it; production keeps at least the default 30 s.
describe('the resend cool-down from the environment', () => {
  it('is refused below 30 s in production, naming the variable', async () => {
    const { code, output } = await runBuiltServerToExit({
      NODE_ENV: 'production',
      CODE_RESEND_COOLDOWN_SECONDS: '3',
      DATA_DIR: join(tmpdir(), 'realform-cooldown-never-created'),
    });
    expect(code).toBe(1);
    expect(output).toContain('CODE_RESEND_COOLDOWN_SECONDS must be a whole number of 30 or more in production, got "3"');
  });

  it('is refused when it is not a whole number of seconds', async () => {
    const { code, output } = await runBuiltServerToExit({ CODE_RESEND_COOLDOWN_SECONDS: '2.5', DATA_DIR: join(tmpdir(), 'realform-cooldown-never-created') });
    expect(code).toBe(1);
    expect(output).toContain('CODE_RESEND_COOLDOWN_SECONDS must be a whole number of 1 or more, got "2.5"');
  });
});

describe('a shorter cool-down (the configuration main.ts builds from the variable)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { codeResendCooldownSeconds: 3 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is what the phone-code answer tells the screen to count down, and what a second send waits for', async () => {
    const client = await signedUpClient(server);
    const phone = uniquePhone();
    expect(await sendDesktopSms(client, phone)).toMatchObject({ status: 'success', dataContent: { resendAfterSeconds: 3 } });
    expect(await sendDesktopSms(client, phone, { sentSmsCount: 1 })).toMatchObject({ status: 'error', dataContent: { retryAfterSeconds: 3 } });
  });
});
