// The rules that keep the server's folders from reaching across: jobs, the demo seed,
// tests, plugins and the file server. Each violation is planted in the real tree and
// linted with the project's own config; the refusal must name the rule's own reason.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantAndLint, repoRoot, type PlantedLint } from './lint-probe.ts';

const src = path.join(repoRoot, 'apps/server/src');
const probeModule = path.join(src, 'modules/zz-lint-probe-c');
const probes = {
  moduleImportsRunner: path.join(probeModule, 'zz-lint-probe-c.service.ts'),
  moduleDefinesJob: path.join(probeModule, 'zz-lint-probe-c.job.ts'),
  runnerImportsModule: path.join(src, 'jobs/zz-lint-probe.ts'),
  productionImportsTest: path.join(src, 'lib/zz-lint-probe-test.ts'),
  productionImportsDemo: path.join(src, 'lib/zz-lint-probe-demo.ts'),
  fixtureImportsTestAndDemo: path.join(src, 'lib/zz-lint-probe.fixture.ts'),
  pluginImportsRepository: path.join(src, 'plugins/zz-lint-probe.ts'),
  fileServerImportsModule: path.join(src, 'modules/files/zz-lint-probe.ts'),
  dbImportsDemo: path.join(src, 'db/zz-lint-probe-demo.ts'),
};

const files: Record<string, string> = {
  [probes.moduleImportsRunner]: "export { startJobRunner } from '../../jobs/job-runner.ts';",
  // The one file of jobs/ a module may use: how a job is defined.
  [probes.moduleDefinesJob]: "export { defineJob } from '../../jobs/job-definition.ts';",
  [probes.runnerImportsModule]: "export { pruneEndedSessions } from '../modules/sessions/sessions.service.ts';",
  [probes.productionImportsTest]: "export { bearer } from '../test/fixtures.ts';",
  [probes.productionImportsDemo]: "export { DEMO_SEED } from '../demo/demo-config.ts';",
  // Test support may use both.
  [probes.fixtureImportsTestAndDemo]: [
    "export { bearer } from '../test/fixtures.ts';",
    "export { DEMO_SEED } from '../demo/demo-config.ts';",
  ].join('\n'),
  [probes.pluginImportsRepository]: "export { findSession } from '../modules/sessions/sessions.repository.ts';",
  [probes.fileServerImportsModule]: "export { readingImageOf } from '../epapers/epaper-keys.ts';",
  [probes.dbImportsDemo]: "export { DEMO_SEED } from '../demo/demo-config.ts';",
};

let planted: PlantedLint;

beforeAll(async () => {
  planted = await plantAndLint(files);
}, 120_000);

afterAll(() => planted?.remove());

// Each planted violation, and the reason its rule must give.
const refused: [string, string, string][] = [
  ['a module importing the job runner', probes.moduleImportsRunner, 'A module imports only jobs/job-definition.ts'],
  ['the runner importing a module', probes.runnerImportsModule, 'The runner imports no module'],
  ['production code importing test/', probes.productionImportsTest, 'Only tests, the bench and the demo entry point'],
  ['production code importing demo/', probes.productionImportsDemo, 'Only tests, the bench and the demo entry point'],
  ['a plugin importing a module’s repository', probes.pluginImportsRepository, 'A plugin reaches a module'],
  ['the file server importing another module', probes.fileServerImportsModule, 'The file server imports no other'],
  ['the database layer importing the demo seed', probes.dbImportsDemo, 'db is the bottom layer'],
];

describe('the lint rules that keep the server’s folders apart', () => {
  it.each(refused)('refuse %s', (_violation, probe, reason) => {
    expect(planted.refusalsOf(probe)).toEqual(expect.arrayContaining([expect.stringContaining(reason)]));
  });

  it('let a module define a job', () => {
    expect(planted.messagesOf(probes.moduleDefinesJob)).toEqual([]);
  });

  it('let test support import test/ and demo/', () => {
    expect(planted.messagesOf(probes.fixtureImportsTestAndDemo)).toEqual([]);
  });
});
