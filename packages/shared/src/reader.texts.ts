// The readers' texts, without zod: the dashboard's reader preview imports this file, not the contract.

/** What the readers' calls say, word for word. */
export const READER_TEXTS = {
  epaperNotFound: 'E-paper not found.',
  pageNotFound: 'This edition has no such page.',
  subscriptionRequired: 'Page 1 is free. Subscribe to read the rest of this edition.',
  pageNumberInvalid: 'Page number must be a whole number of 1 or more',
  idInvalid: 'Id must be a positive whole number',
} as const;
