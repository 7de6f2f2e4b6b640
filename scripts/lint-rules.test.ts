// The layering rules are only worth having if they fire: plant each kind of violation
// in the real tree, lint it with the project's own config, and expect the rule to refuse it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const modules = path.join(root, 'apps/server/src/modules');
const probeA = path.join(modules, 'zz-lint-probe-a');
const probeB = path.join(modules, 'zz-lint-probe-b');
const dbProbe = path.join(root, 'apps/server/src/db/zz-lint-probe.ts');

const files: Record<string, string> = {
  // A service reaching into another module's repository.
  [path.join(probeA, 'zz-lint-probe-a.service.ts')]: [
    "import { findSession } from '../sessions/sessions.repository.ts';",
    "import { probeB } from '../zz-lint-probe-b/zz-lint-probe-b.service.ts';",
    'export const probeA = () => [findSession, probeB];',
  ].join('\n'),
  // The other half of an import cycle between two services.
  [path.join(probeB, 'zz-lint-probe-b.service.ts')]: [
    "import { probeA } from '../zz-lint-probe-a/zz-lint-probe-a.service.ts';",
    'export const probeB = () => probeA;',
  ].join('\n'),
  // A route running SQL itself.
  [path.join(probeA, 'zz-lint-probe-a.routes.ts')]: [
    "import { sql } from 'drizzle-orm';",
    "import { probeA } from './zz-lint-probe-a.service.ts';",
    'export const route = () => [sql`select 1`, probeA];',
  ].join('\n'),
  // A route calling another module's service: allowed.
  [path.join(probeB, 'zz-lint-probe-b.routes.ts')]: [
    "import { authenticate } from '../sessions/sessions.service.ts';",
    'export const route = () => authenticate;',
  ].join('\n'),
  // The database layer reaching up into a plugin.
  [dbProbe]: ["import { loadSettings } from '../plugins/settings.ts';", 'export const probe = loadSettings;'].join(
    '\n',
  ),
};

let results: Map<string, Linter.LintMessage[]>;

beforeAll(async () => {
  mkdirSync(probeA, { recursive: true });
  mkdirSync(probeB, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(file, `${text}\n`);
  // A new instance reads the config now, so it sees the planted module folders.
  const eslint = new ESLint({ cwd: root });
  const reports = await eslint.lintFiles(Object.keys(files));
  results = new Map(reports.map((report) => [report.filePath, report.messages]));
}, 120_000);

afterAll(() => {
  rmSync(probeA, { recursive: true, force: true });
  rmSync(probeB, { recursive: true, force: true });
  rmSync(dbProbe, { force: true });
});

const rulesFiredIn = (file: string) => (results.get(file) ?? []).map((message) => message.ruleId);

describe('the lint rules that keep the layers apart', () => {
  it('refuse a module importing another module’s repository', () => {
    expect(rulesFiredIn(path.join(probeA, 'zz-lint-probe-a.service.ts'))).toContain('import-x/no-restricted-paths');
  });

  it('refuse an import cycle', () => {
    expect(rulesFiredIn(path.join(probeB, 'zz-lint-probe-b.service.ts'))).toContain('import-x/no-cycle');
  });

  it('refuse a route importing the ORM', () => {
    expect(rulesFiredIn(path.join(probeA, 'zz-lint-probe-a.routes.ts'))).toContain('no-restricted-imports');
  });

  it('refuse the database layer importing a plugin', () => {
    expect(rulesFiredIn(dbProbe)).toContain('import-x/no-restricted-paths');
  });

  it('let a route call another module’s service', () => {
    expect(results.get(path.join(probeB, 'zz-lint-probe-b.routes.ts'))).toEqual([]);
  });
});
