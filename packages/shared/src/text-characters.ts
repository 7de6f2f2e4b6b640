// Which characters a text field of the API refuses, decided by Unicode general category,
// without zod: the contracts' textField builds on this, and the dashboard's zod-free forms
// (the e-paper screens) ask the same questions, so a form and the server never disagree.
// \p{…} follows the Unicode version of the JavaScript engine (Node 24: Unicode 17), so a
// character assigned after it counts as unassigned until the engine learns it.

/**
 * Characters no text field takes: controls (Cc: C0, DEL and C1 such as U+0085 and U+009B),
 * format characters (Cf: bidi overrides and marks such as U+202E and U+061C, zero-width
 * characters, U+00AD, U+206A, U+FFF9, U+180E, tag characters such as U+E0041), unassigned
 * code points (Cn, noncharacters among them), private use (Co), the line and paragraph
 * separators U+2028 and U+2029 (Zl, Zp), and lone surrogates (Cs, which PostgreSQL would
 * store as U+FFFD). They are invisible or change how the text around them shows, so two
 * names that look the same could differ, or a name could hide a reversed text.
 */
const REFUSED = /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Zl}\p{Zp}\p{Cs}]/u;
/** The same in text that may span lines: only tab, line feed and carriage return of them pass. */
const REFUSED_IN_LINES = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Zl}\p{Zp}\p{Cs}]/u;

/**
 * ZWNJ (U+200C) and ZWJ (U+200D) are format characters, but real names need them: Persian
 * writes می‌خواهم with a ZWNJ between letters, Indic scripts pick a conjunct's form with one
 * after a virama (a combining mark), and emoji sequences such as 👩‍💻 join pictographs
 * with ZWJ. So they pass joining a letter, a combining mark or a pictograph (an emoji
 * modifier before them too) to a letter, a mark or a pictograph, and after a combining
 * mark at a word's end (Malayalam's chillu, consonant + virama + ZWJ). Anywhere else
 * (leading, trailing, doubled, between spaces or digits) they would only hide a
 * difference between two texts that look the same, and are refused. Tag characters stay
 * refused even in the three subdivision flags (🏴 + tags) that use them: the issue names
 * them, and they are the usual way to smuggle invisible text.
 */
const JOINER_IN_A_WORD =
  /(?<=[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])[\u200C\u200D](?=[\p{L}\p{M}\p{Extended_Pictographic}])|(?<=\p{M})[\u200C\u200D](?![\u200C\u200D])/gu;

/** True when the text holds a character its field may not (see REFUSED). */
export function hasDisallowedCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  const rest = value.replace(JOINER_IN_A_WORD, '');
  return (options.multiline ? REFUSED_IN_LINES : REFUSED).test(rest);
}

/**
 * Characters that show nothing: white space (every \p{White_Space}, the Z categories
 * among them), the default-ignorable code points Unicode says a renderer draws as nothing
 * (U+3164 HANGUL FILLER, U+115F and U+1160, U+FFA0, variation selectors, U+034F, and the
 * format characters), the other controls and format characters (\p{C}), and U+2800
 * BRAILLE PATTERN BLANK, a symbol that renders as a blank cell. A name made only of these
 * looks empty on every screen.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{C}\u2800]/u;

/** True when the text has no character a reader can see: it counts as empty. */
export function isBlankText(value: string): boolean {
  return !VISIBLE.test(value);
}

/** The message of a field that holds characters it may not. */
export const disallowedCharactersMessage = (label: string) => `${label} contains characters that are not allowed`;

/** What a form checks of one text field, with the contract's messages. */
export type TextRule = { label: string; multiline?: boolean; required: string; max: number; tooLong: string };

/**
 * A form's check of a text field, in the contract's order (refused characters, then blank,
 * then length) and with its messages, for the screens that do not load the schema library:
 * they refuse exactly what textField() on the server refuses.
 */
export function textProblem(value: string, rule: TextRule): string | undefined {
  if (hasDisallowedCharacters(value, { multiline: rule.multiline })) return disallowedCharactersMessage(rule.label);
  if (isBlankText(value)) return rule.required;
  return value.trim().length > rule.max ? rule.tooLong : undefined;
}
