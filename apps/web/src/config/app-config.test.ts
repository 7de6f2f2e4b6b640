import { describe, expect, it } from 'vitest';
import { readAppConfig } from './app-config.ts';

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
});
