import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A stand-in web build with the same head scripts as apps/web/index.html.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-web-dist-'));
const THEME_SCRIPT = "document.documentElement.classList.add('x');\n";
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<html><head><script src="/theme-init.js"></script><script src="/config.js"></script></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>',
);
writeFileSync(path.join(distDir, 'theme-init.js'), THEME_SCRIPT);
writeFileSync(path.join(distDir, 'assets/index-abc.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST_DIR: distDir,
    PUBLIC_API_BASE_URL: 'https://api.example.com/api',
    SUPPORT_URL: 'https://help.example.com/desk',
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the dashboard', () => {
  it('answers every screen path with index.html, its head scripts inlined and allowed by hash', async () => {
    for (const url of ['/', '/signin', '/users/42', '/epaper-management/view/7']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
    }
    const response = await t.app.inject({ method: 'GET', url: '/signin' });
    expect(response.body).not.toContain('src="/config.js"');
    expect(response.body).toContain(
      'window.__APP_CONFIG__ = {"apiBaseUrl":"https://api.example.com/api","currency":"INR","uploadMaxMb":250,"timeZone":"Asia/Kolkata","supportUrl":"https://help.example.com/desk"};',
    );
    expect(response.body).toContain(`<script>${THEME_SCRIPT}</script>`);
    const themeHash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${themeHash}'`);
  });

  it('sends index.html compressed to a browser that takes it, and as it is to one that does not', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const brotli = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const refusing of ['br;q=0', '*, br;q=0, gzip;q=0', 'identity']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { 'accept-encoding': refusing },
      });
      expect(refused.headers['content-encoding'], refusing).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    }
    const upperCase = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'GZIP' } });
    expect(upperCase.headers['content-encoding']).toBe('gzip');
  });

  it('allows stylesheets from this origin only, <style> elements, and no style attributes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/signin' });
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values.join(' ')]),
    );
    // The libraries' run-time <style> elements need 'unsafe-inline' (app.ts says why); no https: host.
    expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(directives.get('style-src-elem')).toBe("'self' 'unsafe-inline'");
    expect(directives.get('style-src-attr')).toBe("'none'");
  });

  it('serves hashed assets with a long cache, and a missing one as a 404 rather than HTML', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps /config.js for the development server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toContain('https://api.example.com/api');
  });

  it('answers unknown API paths and other methods with JSON 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing/' })).json().code).toBe('not_found');
    expect((await t.app.inject({ method: 'POST', url: '/signin' })).statusCode).toBe(404);
  });
});
