import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The migrated PGlite folder the API tests copy; git-ignored. */
export const TEMPLATE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.test-template');
