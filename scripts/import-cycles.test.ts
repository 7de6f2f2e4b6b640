// No import cycle in the server, type-only imports counted (import-x/no-cycle, in the
// lint, leaves those out). The finder itself is tried on a planted loop of types first,
// so a finder that finds nothing cannot pass as a tree without cycles.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.ts';
import { repoRoot } from './lint-probe.ts';

const planted = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

describe('import cycles', () => {
  it('are found when made of type-only imports', () => {
    writeFileSync(path.join(planted, 'a.ts'), "import type { B } from './b.ts';\nexport type A = { b?: B };\n");
    writeFileSync(path.join(planted, 'b.ts'), "import type { A } from './a.ts';\nexport type B = { a?: A };\n");
    writeFileSync(path.join(planted, 'c.ts'), "import type { A } from './a.ts';\nexport type C = A;\n");
    expect(importCycles(planted)).toEqual([['a.ts', 'b.ts']]);
  });

  it('are none in apps/server/src', () => {
    expect(importCycles(path.join(repoRoot, 'apps/server/src'))).toEqual([]);
  });
});
