import type { AddressInfo, Server } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpEmailProvider } from './smtpEmailProvider';

// The smallest SMTP server that accepts mail: enough to prove the provider speaks SMTP to a real socket.
let server: Server;
let port: number;
const received: { from: string; to: string; data: string }[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    const mail = { from: '', to: '', data: '' };
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...mail });
          socket.write('250 OK queued as test-1\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'MAIL') mail.from = line;
        if (command === 'RCPT') mail.to = line;
        if (command === 'DATA') inData = true;
        if (command === 'EHLO' || command === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') socket.write('354 go on\r\n');
        else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('SMTP e-mail provider', () => {
  it('hands the message to an SMTP server: sender, recipient, subject and text', async () => {
    const provider = smtpEmailProvider({
      transport: { host: '127.0.0.1', port, secure: false, ignoreTLS: true },
      from: '"Onboarding" <no-reply@example.com>',
    });
    const receipt = await provider.send({ to: 'jan@example.com', subject: 'Your verification code', text: 'Your code is 123456.', kind: 'code', code: '123456' });
    expect(receipt.messageId).toMatch(/@example\.com>$/);
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toContain('<no-reply@example.com>');
    expect(received[0]?.to).toContain('<jan@example.com>');
    expect(received[0]?.data).toContain('Subject: Your verification code');
    expect(received[0]?.data).toContain('Your code is 123456.');
  });

  it('needs a URL or transport options, and says so', () => {
    expect(() => smtpEmailProvider({ from: 'a@example.com' })).toThrow(/needs `url`/);
  });
});
