import { describe, expect, it } from 'vitest';
import { ApiKeyInputError, normaliseOrigin } from './apiKeyStore';
import { httpWebhookSender } from './webhookDelivery';
import { checkWebhookUrl, isPrivateAddress } from './webhookUrl';

describe('a session’s webhook URL', () => {
  it('in production: https: to a public host only', () => {
    const production = { production: true };
    expect(checkWebhookUrl('https://hooks.acme.example/idscan?x=1', production)).toEqual({ ok: true, url: 'https://hooks.acme.example/idscan?x=1' });
    for (const refused of [
      'http://hooks.acme.example/idscan',
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://user:pass@hooks.acme.example/',
      'https://hooks.acme.example/#fragment',
      `https://hooks.acme.example/${'x'.repeat(2100)}`,
      'not a url',
      42,
    ]) {
      expect(checkWebhookUrl(refused, production), String(refused)).toMatchObject({ ok: false });
    }
  });

  it('in development: also http: to this machine, never http: elsewhere', () => {
    const development = { production: false };
    expect(checkWebhookUrl('http://127.0.0.1:4000/hooks', development)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('http://localhost:4000/hooks', development)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('https://hooks.acme.example/', development)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('http://hooks.acme.example/', development)).toMatchObject({ ok: false });
    expect(checkWebhookUrl('ftp://localhost/', development)).toMatchObject({ ok: false });
  });

  it('private addresses: loopback, RFC 1918, link-local, CGNAT, ULA, IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fc00::1', 'fe80::1', '::ffff:10.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('an API key’s origin', () => {
  it('is scheme, host and port only', () => {
    expect(normaliseOrigin('https://app.acme.example')).toBe('https://app.acme.example');
    expect(normaliseOrigin('https://app.acme.example/')).toBe('https://app.acme.example');
    expect(normaliseOrigin('https://app.acme.example:8443')).toBe('https://app.acme.example:8443');
    expect(normaliseOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    for (const refused of ['https://app.acme.example/path', 'https://app.acme.example?x', 'http://app.acme.example', '*', 'null']) {
      expect(() => normaliseOrigin(refused), refused).toThrow(ApiKeyInputError);
    }
    // Production keys take https: origins only.
    expect(() => normaliseOrigin('http://localhost:5173', { production: true })).toThrow(ApiKeyInputError);
  });
});

describe('a production server sending a webhook', () => {
  it('sends nothing to http: or to a private address literal (a URL stored by a development run of the CLI)', async () => {
    const send = httpWebhookSender({ production: true });
    expect(await send('http://hooks.acme.example/', '{}', {})).toEqual({ status: null, problem: 'not https' });
    expect(await send('https://127.0.0.1:9/', '{}', {})).toEqual({ status: null, problem: 'private address' });
    expect(await send('https://[::1]:9/', '{}', {})).toEqual({ status: null, problem: 'private address' });
  });
});
