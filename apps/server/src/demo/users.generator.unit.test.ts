import { describe, expect, it } from 'vitest';
import { E164_PATTERN } from '@epaper/shared/limits';
import { generateReaders } from './users.generator.ts';

const now = new Date('2025-06-15T10:00:00Z');
const readers = generateReaders({ seed: 20_250_401, count: 5_000, now });

describe('demo readers', () => {
  it('gives every reader a unique Indian mobile number in E.164 form', () => {
    const phones = readers.map((r) => r.phone);
    expect(new Set(phones).size).toBe(readers.length);
    for (const phone of phones) {
      expect(phone).toMatch(/^\+91[6-9]\d{9}$/);
      expect(phone).toMatch(E164_PATTERN);
      // The first-run and demo admin blocks stay free.
      expect(phone.startsWith('+919000000') || phone.startsWith('+919100000')).toBe(false);
    }
  });

  it('gives unique lower-case emails on reserved domains, leaving some empty', () => {
    const emails = readers.flatMap((r) => (r.email ? [r.email] : []));
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9._]+@[a-z]+\.example$/);
    expect(emails.length).toBeLessThan(readers.length);
    expect(emails.length).toBeGreaterThan(readers.length * 0.75);
  });

  it('is the same for the same seed and clock, and the same phones whatever the clock', () => {
    expect(generateReaders({ seed: 20_250_401, count: 5_000, now })).toEqual(readers);
    const later = generateReaders({ seed: 20_250_401, count: 5_000, now: new Date('2026-01-01T00:00:00Z') });
    expect(new Set(later.map((r) => r.phone))).toEqual(new Set(readers.map((r) => r.phone)));
  });

  it('keeps dates in order: joined before last sign-in, nothing in the future', () => {
    for (const r of readers) {
      expect(r.dateJoined.getTime()).toBeLessThanOrEqual(now.getTime());
      if (r.lastLogin) {
        expect(r.lastLogin.getTime()).toBeGreaterThanOrEqual(r.dateJoined.getTime());
        expect(r.lastLogin.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });

  it('suspends only inactive readers, after they joined and last signed in, before now', () => {
    for (const r of readers) {
      expect(r.suspendedAt === null).toBe(r.isActive);
      if (!r.suspendedAt) continue;
      expect(r.suspendedAt.getTime()).toBeGreaterThanOrEqual(r.dateJoined.getTime());
      expect(r.suspendedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (r.lastLogin && r.lastLogin > r.dateJoined) expect(r.lastLogin < r.suspendedAt).toBe(true);
    }
  });

  it('has roughly the intended shares of active and verified readers', () => {
    const share = (p: (r: (typeof readers)[number]) => boolean) => readers.filter(p).length / readers.length;
    expect(share((r) => r.isActive)).toBeCloseTo(0.85, 1);
    expect(share((r) => r.isVerified)).toBeCloseTo(0.7, 1);
  });
});
