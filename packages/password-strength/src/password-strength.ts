// The declaration of the deep import below, read wherever this file is compiled (the apps' programs include only their own src).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./zxcvbn-english-words.d.ts" />
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
// zxcvbn's English messages only: the package's index would also load its English word lists.
import translations from '@zxcvbn-ts/language-en/dist/translations.mjs';
import { LIMITS } from '@epaper/shared/limits';
import { PASSWORD_SCORE_LABELS, PASSWORD_STRENGTH_TEXTS } from '@epaper/shared/password-strength.texts';

/** What is known of the account the password is for: a password made of it is easy to guess. */
export type PersonalDetails = { name?: string | null; email?: string | null; phone?: string | null };

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export type PasswordVerdict = {
  score: PasswordScore;
  /** The meter's word for the score, e.g. "Weak". */
  label: (typeof PASSWORD_SCORE_LABELS)[number];
  /** Why the password is refused, in zxcvbn's words; null when it is strong enough. */
  refusal: string | null;
};

/**
 * zxcvbn's matching grows steeply with length and runs on the server's main thread: it
 * reads the first 64 characters, which decide whether a password is guessable (a longer
 * one that starts strong stays strong).
 */
const ESTIMATED_LENGTH = 64;

// Built on first use: the ranked dictionaries cost memory a process that never judges a password should not pay.
let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string, personalWords: string[]): ZxcvbnResult =>
  (estimator ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    translations,
    maxLength: ESTIMATED_LENGTH,
  })).check(password, personalWords);

/** The words of a name, an email and its parts, a phone number and its national digits. */
export function personalWords({ name, email, phone }: PersonalDetails): string[] {
  const words = new Set<string>();
  const add = (word: string | null | undefined) => {
    const trimmed = word?.trim().toLowerCase();
    if (trimmed && trimmed.length >= 3) words.add(trimmed);
  };
  const nameWords = name?.split(/[\s.,'-]+/) ?? [];
  for (const word of nameWords) add(word);
  add(nameWords.join(''));
  add(email);
  const local = email?.split('@')[0];
  add(local);
  for (const word of local?.split(/[._+-]+/) ?? []) add(word);
  const digits = phone?.replace(/\D/g, '');
  add(digits);
  // The number as people say it, without the country code (Indian numbers have ten digits).
  add(digits?.slice(-10));
  return [...words];
}

/**
 * zxcvbn's estimate of a new admin password, with the rule the server and the forms share:
 * a score under LIMITS.minPasswordScore is refused, saying why.
 */
export function judgePassword(password: string, personal: PersonalDetails = {}): PasswordVerdict {
  const result = estimate(password, personalWords(personal));
  const score = result.score as PasswordScore;
  const isStrongEnough = score >= LIMITS.minPasswordScore;
  const why = [result.feedback.warning ?? PASSWORD_STRENGTH_TEXTS.easyToGuess, ...result.feedback.suggestions];
  return {
    score,
    label: PASSWORD_SCORE_LABELS[score],
    refusal: isStrongEnough ? null : [PASSWORD_STRENGTH_TEXTS.tooWeak, ...why].join(' '),
  };
}
