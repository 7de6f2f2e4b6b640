import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasDisallowedCharacters, isBlankText, secretField, textField } from './text-field.ts';

const REFUSED = 'Name contains characters that are not allowed';

describe('textField', () => {
  const name = textField('Name');
  // A required name as the contracts build one: a text with nothing visible is a blank.
  const requiredName = textField('Name', { required: 'Name is required' }).trim().min(1, 'Name is required');

  it.each([
    ['a Latin name', 'Asha Rao'],
    ['Devanagari', 'आशा राव'],
    ['an apostrophe and a hyphen', "O'Brien-Smith"],
    ['an accent', 'José'],
    ['an emoji', 'Emoji 😀 pair'],
    ['an emoji ZWJ sequence (woman technologist)', 'Asha 👩\u200d💻'],
    ['a ZWJ sequence with a skin tone', '👩🏽\u200d💻'],
    ['a ZWJ sequence after a variation selector (rainbow flag)', '🏳\ufe0f\u200d🌈'],
    ['Persian with a ZWNJ between letters', 'می\u200cخواهم'],
    ['Hindi with a ZWJ after a virama', 'क्\u200dष'],
    ['Malayalam chillu: ZWJ after a virama at the end', 'അവന്\u200d'],
    ['a no-break space', 'Asha\u00a0Rao'],
  ])('accepts %s', (_, value) => {
    expect(name.safeParse(value).success).toBe(true);
  });

  it.each([
    ['NUL', 'A\u0000B'],
    ['a lone surrogate', 'lone\uD800surrogate'],
    ['a tab', 'tab\there'],
    ['a line feed', 'line\nbreak'],
    ['DEL', 'del\u007f'],
    ['U+0085 NEXT LINE (C1 control)', 'Asha\u0085Rao'],
    ['U+009B CSI (C1 control)', 'Asha\u009b31m'],
    ['U+061C ARABIC LETTER MARK', 'Asha\u061cRao'],
    ['U+00AD SOFT HYPHEN', 'Asha\u00adRao'],
    ['U+2028 LINE SEPARATOR', 'Asha\u2028Rao'],
    ['U+2029 PARAGRAPH SEPARATOR', 'Asha\u2029Rao'],
    ['U+206A INHIBIT SYMMETRIC SWAPPING', 'Asha\u206aRao'],
    ['U+E0041 TAG LATIN CAPITAL LETTER A', 'Asha\u{E0041}Rao'],
    ['U+FFF9 INTERLINEAR ANNOTATION ANCHOR', 'Asha\ufff9Rao'],
    ['U+180E MONGOLIAN VOWEL SEPARATOR', 'Asha\u180eRao'],
    ['U+202E RIGHT-TO-LEFT OVERRIDE', 'right\u202eleft'],
    ['U+200B ZERO WIDTH SPACE', 'zero\u200bwidth'],
    ['U+FEFF BYTE ORDER MARK', '\ufeffAsha'],
    ['U+E000 private use', 'Asha\ue000'],
    ['U+FFFF a noncharacter (unassigned)', 'Asha\uffff'],
    ['U+0378 unassigned', 'Asha\u0378'],
    ['a ZWJ leading', '\u200dAsha'],
    ['a ZWJ trailing a letter', 'Asha\u200d'],
    ['a ZWNJ between spaces', 'Asha \u200c Rao'],
    ['a ZWJ between digits', '1\u200d2'],
    ['two ZWJ in a row', 'Asha\u200d\u200dRao'],
  ])('refuses %s with the field’s message', (_, value) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REFUSED]);
  });

  it.each([
    ['U+3164 HANGUL FILLER', '\u3164'],
    ['U+3164 twice between spaces', ' \u3164 \u3164 '],
    ['U+115F and U+1160 HANGUL CHOSEONG and JUNGSEONG FILLER', '\u115f\u1160'],
    ['U+FFA0 HALFWIDTH HANGUL FILLER', '\uffa0'],
    ['U+2800 BRAILLE PATTERN BLANK', '\u2800\u2800'],
    ['a variation selector', '\ufe0f'],
    ['an ideographic space', '\u3000'],
  ])('refuses a name of only %s as required, as it does a blank one', (_, value) => {
    const result = requiredName.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Name is required']);
  });

  it('keeps a name whose fillers sit beside visible letters', () => {
    expect(requiredName.safeParse('Asha\u3164Rao').data).toBe('Asha\u3164Rao');
  });

  it('lets multi-line text keep tab, line feed and carriage return, and nothing else of the refused', () => {
    const address = textField('Address', { multiline: true });
    expect(address.safeParse('one\ntwo\tthree\r\n').success).toBe(true);
    expect(address.safeParse('می\u200cخواهم\nक्\u200dष').success).toBe(true);
    for (const value of [
      'one\u0000two',
      'one\u202etwo',
      'one\u200btwo',
      'one\u2028two',
      'one\u0085two',
      'one\u000btwo',
    ]) {
      expect(hasDisallowedCharacters(value, { multiline: true }), JSON.stringify(value)).toBe(true);
    }
  });

  it('answers under the field of an object, so the API names it', () => {
    const result = z.object({ name: requiredName }).safeParse({ name: 'Asha\u0085' });
    expect(result.error?.issues).toMatchObject([{ path: ['name'], message: REFUSED }]);
  });

  it('refuses what is not a string in its own words: a query given twice arrives as a list', () => {
    const search = z.object({ search: textField('Search').optional() });
    expect(search.safeParse({ search: ['26/11', '27/11'] }).error?.issues).toMatchObject([
      { path: ['search'], message: 'Search must be text, given once' },
    ]);
    expect(z.object({ name: requiredName }).safeParse({ name: 42 }).error?.issues[0]?.message).toBe(
      requiredName.safeParse(undefined).error?.issues[0]?.message,
    );
  });
});

describe('isBlankText', () => {
  it('is true only when nothing in the text shows', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText(' \t\n\u3164\u2800\u200b')).toBe(true);
    expect(isBlankText('\u3164a')).toBe(false);
    expect(isBlankText('😀')).toBe(false);
  });
});

describe('secretField', () => {
  it('takes any printable password but refuses a NUL byte', () => {
    expect(secretField('Password').safeParse('pässwörd with spaces!').success).toBe(true);
    expect(secretField('Password').safeParse('pass\u0000word').success).toBe(false);
  });
});
