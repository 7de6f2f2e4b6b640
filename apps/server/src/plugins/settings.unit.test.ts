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

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
