import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.ts';

describe('helmetHeaders', () => {
  it("works out helmet's headers once, with the options given", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { scriptSrc: ["'self'", "'sha256-abc'"] } },
      strictTransportSecurity: false,
    });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('refuses options helmet refuses, at start-up rather than on a request', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: null } } })).toThrow();
  });
});
