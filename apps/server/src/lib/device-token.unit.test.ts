import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_LIFETIME_SECONDS, issueDeviceToken, verifyDeviceToken } from './device-token.ts';

const KEY = new TextEncoder().encode('a-signing-key-that-is-long-enough-for-hmac-0123');
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('device tokens', () => {
  it('are valid for the account and password they were issued under', () => {
    const token = issueDeviceToken(7, HASH, KEY);
    expect(verifyDeviceToken(token, 7, HASH, KEY)).toEqual(expect.any(String));
  });

  it('are refused for another account, another password, another key, or when altered', () => {
    const token = issueDeviceToken(7, HASH, KEY);
    expect(verifyDeviceToken(token, 8, HASH, KEY)).toBeNull();
    expect(verifyDeviceToken(token, 7, `${HASH}x`, KEY)).toBeNull();
    expect(
      verifyDeviceToken(token, 7, HASH, new TextEncoder().encode('another-key-of-the-same-length-for-hmac-0123456')),
    ).toBeNull();
    expect(verifyDeviceToken(token.replace(/^7\./, '8.'), 8, HASH, KEY)).toBeNull();
    expect(verifyDeviceToken(token, 7, null, KEY)).toBeNull();
    expect(verifyDeviceToken('7.garbage', 7, HASH, KEY)).toBeNull();
  });

  it('expire a year after they were issued', () => {
    const issuedAt = Date.UTC(2026, 0, 1);
    const token = issueDeviceToken(7, HASH, KEY, issuedAt);
    const justBefore = issuedAt + (DEVICE_TOKEN_LIFETIME_SECONDS - 60) * 1000;
    const justAfter = issuedAt + (DEVICE_TOKEN_LIFETIME_SECONDS + 60) * 1000;
    expect(verifyDeviceToken(token, 7, HASH, KEY, justBefore)).not.toBeNull();
    expect(verifyDeviceToken(token, 7, HASH, KEY, justAfter)).toBeNull();
  });
});
