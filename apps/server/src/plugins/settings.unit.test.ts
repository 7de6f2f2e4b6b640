import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './settings.ts';

describe('loadSettings', () => {
  it('has working defaults for a fresh machine', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({ port: 3000, currency: 'INR', timeZone: 'Asia/Kolkata', databaseUrl: undefined });
    expect(settings.dataDir).toMatch(/data$/);
  });

  it('names every bad setting in one message', () => {
    const attempt = () =>
      loadSettings({ PORT: 'eighty', TZ: 'Mars/Olympus', ADMIN_PHONE: '12345', TOKEN_SECRET: 'short' });
    expect(attempt).toThrow(SettingsError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/TZ/);
    expect(attempt).toThrow(/ADMIN_PHONE/);
    expect(attempt).toThrow(/TOKEN_SECRET/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadSettings({ ADMIN_PHONE: '', DATABASE_URL: '' }).admin.phone).toBeUndefined();
  });

  it('reads TRUST_PROXY as a hop count, never as "trust every hop"', () => {
    expect(loadSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    // A proxy on this machine is believed by default; a remote client's header is not.
    expect(loadSettings({}).trustProxy).toEqual(['loopback']);
    expect(loadSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => loadSettings({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('marks cookies Secure only when told, or per request (SECURE_COOKIES)', () => {
    expect(loadSettings({}).secureCookies).toBe(false);
    expect(loadSettings({ SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
    expect(() => loadSettings({ SECURE_COOKIES: 'yes' })).toThrow(/SECURE_COOKIES/);
  });

  it('runs jobs in-process unless told they run in worker processes, which need PostgreSQL', () => {
    expect(loadSettings({}).jobs).toBe('inline');
    expect(loadSettings({ JOBS: 'external', DATABASE_URL: 'postgres://db/x' }).jobs).toBe('external');
    expect(() => loadSettings({ JOBS: 'external' })).toThrow(/JOBS: external needs DATABASE_URL/);
    expect(() => loadSettings({ JOBS: 'sometimes' })).toThrow(/JOBS/);
  });

  it('takes SUPPORT_URL only as an http(s) address, and leaves it unset by default', () => {
    expect(loadSettings({}).supportUrl).toBeUndefined();
    expect(loadSettings({ SUPPORT_URL: 'https://help.example.com/desk' }).supportUrl).toBe(
      'https://help.example.com/desk',
    );
    expect(() => loadSettings({ SUPPORT_URL: 'help.example.com' })).toThrow(/SUPPORT_URL: must be a URL/);
    expect(() => loadSettings({ SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_URL/);
    expect(() => loadSettings({ SUPPORT_URL: 'mailto:help@example.com' })).toThrow(/SUPPORT_URL/);
    expect(() => loadSettings({ SUPPORT_URL: 'https://desk:s3cret@help.example.com/' })).toThrow(
      /SUPPORT_URL: must not hold a user name or password/,
    );
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
