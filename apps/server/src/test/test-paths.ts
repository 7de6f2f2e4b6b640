import path from 'node:path';

/** The migrated PGlite folder the API tests copy; git-ignored. */
export const TEMPLATE_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../.test-template');
