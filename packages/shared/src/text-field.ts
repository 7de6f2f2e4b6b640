import { z } from 'zod';

/* eslint-disable no-control-regex -- matching control characters is the point of these patterns */
// C0 controls (NUL among them) and DEL: PostgreSQL refuses NUL in text, and none of them
// belongs in a name or a number. Tab and line breaks stay allowed where text may span lines.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Invisible format characters that make one text look like another (bidi overrides,
// zero-width marks): refused in single-line fields such as names and phone numbers.
const INVISIBLE_FORMAT_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

// A lone UTF-16 surrogate is not a character at all: stored, it would turn into U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a field that holds characters it may not. */
export const disallowedCharactersMessage = (label: string) => `${label} contains characters that are not allowed`;

/** True when a single-line text holds a control or invisible format character. */
export function hasDisallowedCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  if (LONE_SURROGATE.test(value)) return true;
  if (options.multiline) return CONTROL_CHARACTERS_EXCEPT_LINES.test(value);
  return CONTROL_CHARACTERS.test(value) || INVISIBLE_FORMAT_CHARACTERS.test(value);
}

/**
 * A text field of the contract: every string the API stores or looks up goes through
 * this, so a NUL byte or a bidi override is a 400 naming the field, never a 500.
 */
export function textField(label: string, options: { multiline?: boolean; required?: string } = {}) {
  const base = z.string(options.required ? { error: options.required } : undefined);
  return base.refine((value) => !hasDisallowedCharacters(value, options), disallowedCharactersMessage(label));
}

/** A secret (a password): any printable text, but never a NUL byte, which no hash function may see cut short. */
export function secretField(label: string, required?: string) {
  return z
    .string(required ? { error: required } : undefined)
    .refine((value) => !value.includes('\u0000'), disallowedCharactersMessage(label));
}
