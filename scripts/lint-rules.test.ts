// The layering rules are only worth having if they fire: plant each kind of violation
// in the real tree, lint it with the project's own config, and expect the rule to refuse it.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantAndLint, repoRoot, type PlantedLint } from './lint-probe.ts';

const modules = path.join(repoRoot, 'apps/server/src/modules');
const probeA = path.join(modules, 'zz-lint-probe-a');
const probeB = path.join(modules, 'zz-lint-probe-b');
const dbProbe = path.join(repoRoot, 'apps/server/src/db/zz-lint-probe.ts');
const contractProbe = path.join(repoRoot, 'packages/shared/src/zz-lint-probe.contract.ts');

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
  // A contract reaching back into its route table.
  [contractProbe]: ["import { planRoutes } from './plans.routes.ts';", 'export const probe = planRoutes;'].join('\n'),
};

let planted: PlantedLint;

beforeAll(async () => {
  planted = await plantAndLint(files);
}, 120_000);

afterAll(() => planted?.remove());

const rulesFiredIn = (file: string) => planted.messagesOf(file).map((message) => message.ruleId);

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

  it('refuse a shared contract importing a route table', () => {
    const messages = planted.messagesOf(contractProbe).map((message) => message.message);
    expect(messages.join('\n')).toContain('A contract never imports routes or endpoints.');
  });

  it('let a route call another module’s service', () => {
    expect(planted.messagesOf(path.join(probeB, 'zz-lint-probe-b.routes.ts'))).toEqual([]);
  });
});
