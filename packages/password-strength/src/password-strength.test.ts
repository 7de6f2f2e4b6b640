import { describe, expect, it } from 'vitest';
import { judgePassword, personalWords } from './password-strength.ts';

describe('judgePassword', () => {
  it("refuses a common password, saying why in zxcvbn's words", () => {
    expect(judgePassword('password')).toEqual({
      score: 0,
      label: 'Very weak',
      refusal: 'Password is too weak. This is a heavily used password. Add more words that are less common.',
    });
  });

  it('accepts from score 3 (Strong) up', () => {
    expect(judgePassword('Quiet-Harbour-Lamp-42')).toMatchObject({ score: 4, label: 'Very strong', refusal: null });
    expect(judgePassword('Demo@12345').refusal).toBe(
      'Password is too weak. It would be easy to guess. Add more words that are less common.',
    );
  });

  it("counts the account's own name, email and number against the password", () => {
    const personal = { name: 'Priya Shah', email: 'priya.s@example.com', phone: '+919876543210' };
    expect(judgePassword('priyashah2026').refusal).toBeNull();
    expect(judgePassword('priyashah2026', personal).refusal).toMatch(/^Password is too weak\. /);
    expect(judgePassword('shah9876543210', personal).refusal).toMatch(/^Password is too weak\. /);
  });

  it('judges the first 64 characters of a long password', () => {
    expect(judgePassword(`Quiet-Harbour-Lamp-42${'a'.repeat(100)}`).refusal).toBeNull();
  });
});

describe('personalWords', () => {
  it('splits a name, an email and a phone number into what a person would build a password from', () => {
    expect(personalWords({ name: 'Priya Shah', email: 'priya.s@example.com', phone: '+919876543210' })).toEqual([
      'priya',
      'shah',
      'priyashah',
      'priya.s@example.com',
      'priya.s',
      '919876543210',
      '9876543210',
    ]);
    expect(personalWords({})).toEqual([]);
  });
});
