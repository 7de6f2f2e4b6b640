import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApiBaseUrl, getServiceTimeZone, readAppConfig } from './app-config.ts';

describe('the runtime settings the server hands the web app', () => {
  it('reads the support address when it is an http(s) URL', () => {
    expect(readAppConfig({ supportUrl: 'https://help.example.com/desk' }).supportUrl).toBe(
      'https://help.example.com/desk',
    );
    expect(readAppConfig({ supportUrl: 'http://intranet.example/help' }).supportUrl).toBe(
      'http://intranet.example/help',
    );
  });

  it('has no support address when it is missing, empty or not a web address', () => {
    for (const supportUrl of [undefined, null, '', 'help desk', 'javascript:alert(1)', 'mailto:a@b.in', 42]) {
      expect(readAppConfig({ supportUrl }).supportUrl, String(supportUrl)).toBeNull();
    }
    expect(readAppConfig(undefined).supportUrl).toBeNull();
  });

  describe('read from the page', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('follows new settings set on the page, and keeps to the server time zone only when it is a real one', () => {
      vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: 'https://api.example.com/api/', timeZone: 'America/New_York' });
      expect(getApiBaseUrl()).toBe('https://api.example.com/api');
      expect(getServiceTimeZone()).toBe('America/New_York');
      vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', timeZone: 'Mars/Olympus_Mons' });
      expect(getApiBaseUrl()).toBe('/api');
      expect(getServiceTimeZone()).toBe('Asia/Kolkata');
      vi.stubGlobal('__APP_CONFIG__', { timeZone: 42 });
      expect(getServiceTimeZone()).toBe('Asia/Kolkata');
    });
  });
});
