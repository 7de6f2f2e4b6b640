import { z } from 'zod';
import { disallowedCharactersMessage, hasDisallowedCharacters, isBlankText } from './text-characters.ts';

export { disallowedCharactersMessage, hasDisallowedCharacters, isBlankText } from './text-characters.ts';

/**
 * A text field of the contract: every string the API stores or looks up goes through
 * this, so a NUL byte, a C1 control or a bidi override is a 400 naming the field, never a
 * 500 (text-characters.ts says which characters, and why). A text with no visible
 * character (only spaces and fillers such as U+3164) becomes '', so a required field's
 * own `.trim().min(1, …)` refuses it with its "is required" message, as it does a blank.
 */
export function textField(label: string, options: { multiline?: boolean; required?: string } = {}) {
  // Anything but a string (a query parameter given twice arrives as a list) is refused in
  // the field's own words: the required message when it has one.
  const base = z.string({ error: options.required ?? `${label} must be text, given once` });
  return base
    .refine((value) => !hasDisallowedCharacters(value, options), disallowedCharactersMessage(label))
    .overwrite((value) => (isBlankText(value) && !hasDisallowedCharacters(value, options) ? '' : value));
}

/** A secret (a password): any printable text, but never a NUL byte, which no hash function may see cut short. */
export function secretField(label: string, required?: string) {
  return z
    .string(required ? { error: required } : undefined)
    .refine((value) => !value.includes('\u0000'), disallowedCharactersMessage(label));
}
