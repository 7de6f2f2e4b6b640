import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpEmailSender } from './smtp-email-sender.ts';

type Received = { from: string; to: string[]; data: string; user: string | undefined };
const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  // A real mail server on loopback (no TLS: the test has no certificate), with a login.
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, done) =>
      auth.username === 'desk' && auth.password === 'mail-secret'
        ? done(null, { user: auth.username })
        : done(new Error('Invalid username or password')),
    onData: (stream, session, done) => {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
          user: session.user as string | undefined,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SMTP email sender', () => {
  it('delivers the email through the mail server, signed in, from EMAIL_FROM', async () => {
    const sender = smtpEmailSender({
      url: `smtp://desk:mail-secret@127.0.0.1:${port}`,
      from: 'E-Paper Admin <no-reply@example.com>',
    });
    await sender.send({ to: 'night.desk@example.com', subject: '“Morning Herald” is ready', text: 'All 24 pages.' });
    await sender.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@example.com', to: ['night.desk@example.com'], user: 'desk' });
    expect(received[0]?.data).toContain('All 24 pages.');
    expect(received[0]?.data).toMatch(/^Subject: =\?UTF-8\?/m);
  });

  it('throws when the mail server refuses, so the email is tried again', async () => {
    const sender = smtpEmailSender({ url: `smtp://desk:wrong@127.0.0.1:${port}`, from: 'no-reply@example.com' });
    await expect(sender.send({ to: 'a@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
    await sender.close();
  });
});
