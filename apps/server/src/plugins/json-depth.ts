const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }

/**
 * True when `text` opens more than `maxDepth` arrays or objects at once. One pass over the
 * characters, stopping at the first one too deep, and no allocation: a megabyte costs about
 * a millisecond, where JSON.parse of a megabyte of nested arrays holds the thread for a
 * second. Brackets inside strings do not count. It judges depth only: malformed JSON of
 * any other kind is left to the parser that runs next.
 */
export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH)
        i += 1; // the escaped character, a quote among them
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
