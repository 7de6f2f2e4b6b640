/** Escapes LIKE's wildcards and its escape character, so a search matches the text as typed. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
