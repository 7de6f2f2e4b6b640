import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const key = randomBytes(48);
const sessionId = randomUUID();
const now = () => Math.floor(Date.now() / 1000);

/** The claims we sign, valid for a minute from now, with `changes` over them. */
const ourClaims = (changes: Record<string, unknown> = {}) => ({
  sub: '7',
  sid: sessionId,
  iss: 'epaper-admin',
  aud: 'epaper-admin-api',
  iat: now(),
  exp: now() + 60,
  ...changes,
});

/** A token as jose writes it, with the claims and header given (ours by default). */
function forge(
  claims: Record<string, unknown> = {},
  options: { alg?: string; key?: Uint8Array; header?: Record<string, unknown> } = {},
) {
  return new SignJWT(ourClaims(claims))
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT', ...options.header })
    .sign(options.key ?? key);
}

describe('verifyAccessToken', () => {
  it('accepts the tokens signAccessToken makes, naming the user and the session', async () => {
    const token = await signAccessToken({ userId: 7, sessionId }, key, 60);
    expect(await verifyAccessToken(token, key)).toEqual({ userId: 7, sessionId });
  });

  it('accepts an audience given as a list that holds ours', async () => {
    expect(await verifyAccessToken(await forge({ aud: ['other', 'epaper-admin-api'] }), key)).toEqual({
      userId: 7,
      sessionId,
    });
  });

  it('refuses a token signed with another key, or whose payload or signature was changed', async () => {
    expect(await verifyAccessToken(await forge({}, { key: randomBytes(48) }), key)).toBeNull();
    const [header, payload, signature] = (await forge()).split('.');
    const otherPayload = Buffer.from(JSON.stringify(ourClaims({ sub: '1' }))).toString('base64url');
    expect(await verifyAccessToken(`${header}.${otherPayload}.${signature}`, key)).toBeNull();
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await verifyAccessToken(`${header}.${payload}.${flipped}`, key)).toBeNull();
    expect(await verifyAccessToken(`${header}.${payload}.`, key)).toBeNull();
  });

  it('refuses every algorithm but HS256, the unsigned one included', async () => {
    expect(await verifyAccessToken(await forge({}, { alg: 'HS512' }), key)).toBeNull();
    const unsecured = new UnsecuredJWT(ourClaims()).encode();
    expect(await verifyAccessToken(unsecured, key)).toBeNull();
    expect(await verifyAccessToken(await forge({}, { header: { crit: ['b64'], b64: true } }), key)).toBeNull();
  });

  it('refuses an expired token, one without expiry or issue time, and one not valid yet', async () => {
    expect(await verifyAccessToken(await forge({ exp: now() - 1 }), key)).toBeNull();
    expect(await verifyAccessToken(await forge({ exp: undefined }), key)).toBeNull();
    expect(await verifyAccessToken(await forge({ exp: '9999999999' }), key)).toBeNull();
    expect(await verifyAccessToken(await forge({ iat: undefined }), key)).toBeNull();
    expect(await verifyAccessToken(await forge({ nbf: now() + 60 }), key)).toBeNull();
  });

  it('refuses another issuer or audience, and claims that are not what we sign', async () => {
    expect(await verifyAccessToken(await forge({ iss: 'someone-else' }), key)).toBeNull();
    expect(await verifyAccessToken(await forge({ aud: 'another-api' }), key)).toBeNull();
    expect(await verifyAccessToken(await forge({ sub: 'admin' }), key)).toBeNull();
    expect(await verifyAccessToken(await forge({ sub: '0' }), key)).toBeNull();
    expect(await verifyAccessToken(await forge({ sub: 7 }), key)).toBeNull();
    expect(await verifyAccessToken(await forge({ sid: 'not-a-session' }), key)).toBeNull();
  });

  it('refuses what is not a token at all', async () => {
    for (const junk of ['', 'a.b', 'a.b.c.d', '....', 'e30.e30.e30', '%%%.%%%.%%%', 'W10.W10.AA']) {
      expect(await verifyAccessToken(junk, key)).toBeNull();
    }
  });
});
