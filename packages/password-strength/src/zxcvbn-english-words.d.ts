// The English language package's messages on their own: its index would also load its word lists.
declare module '@zxcvbn-ts/language-en/dist/translations.mjs' {
  import type { TranslationKeys } from '@zxcvbn-ts/core';

  const translations: TranslationKeys;
  export default translations;
}
