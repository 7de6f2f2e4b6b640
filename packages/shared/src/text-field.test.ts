import { describe, expect, it } from 'vitest';
import { hasDisallowedCharacters, secretField, textField } from './text-field.ts';

describe('textField', () => {
  const name = textField('Name');

  it.each(['Asha Rao', 'आशा राव', "O'Brien-Smith", 'José', 'Emoji 😀 pair'])('accepts %j', (value) => {
    expect(name.safeParse(value).success).toBe(true);
  });

  it.each([
    'A\u0000B',
    'lone\uD800surrogate',
    'tab\there',
    'line\nbreak',
    'del\u007f',
    'right\u202eleft',
    'zero\u200bwidth',
  ])('refuses %j with the field’s message', (value) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name contains characters that are not allowed');
  });

  it('lets multi-line text keep its line breaks and tabs, but never a NUL', () => {
    expect(hasDisallowedCharacters('one\ntwo\tthree\r\n', { multiline: true })).toBe(false);
    expect(hasDisallowedCharacters('one\u0000two', { multiline: true })).toBe(true);
  });
});

describe('secretField', () => {
  it('takes any printable password but refuses a NUL byte', () => {
    expect(secretField('Password').safeParse('pässwörd with spaces!').success).toBe(true);
    expect(secretField('Password').safeParse('pass\u0000word').success).toBe(false);
  });
});
