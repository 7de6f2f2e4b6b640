// The web e-papers feature stays in rooms a newcomer can hold in mind: no folder of it holds
// more than 20 files, tests included (a subfolder counts on its own). A room that grows past
// that splits by job, as view/edit/ and pages/change/ did.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lint-probe.ts';

const MOST_FILES = 20;
const epapers = path.join(repoRoot, 'apps/web/src/features/epapers');

/** Every folder from `folder` down, with how many files it holds itself. */
function fileCounts(folder: string): [string, number][] {
  const entries = readdirSync(folder, { withFileTypes: true });
  const own = entries.filter((entry) => entry.isFile()).length;
  const below = entries
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => fileCounts(path.join(folder, entry.name)));
  return [[path.relative(epapers, folder) || '.', own], ...below];
}

describe('the web e-papers feature’s folders', () => {
  it(`hold ${MOST_FILES} files at most each`, () => {
    const counts = fileCounts(epapers);
    expect(counts.length).toBeGreaterThan(1);
    expect(counts.filter(([, files]) => files > MOST_FILES)).toEqual([]);
  });
});
