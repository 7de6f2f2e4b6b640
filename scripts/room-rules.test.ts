// The rules that keep a module's rooms (modules/epapers/intake, pages, …) apart: from
// outside a room only its public service, <room>/<room>.service.ts, may be imported, and
// no room imports its module's own service. Each case is planted in the real tree and
// linted with the project's own config; the refusal must name the rule's own reason.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantAndLint, repoRoot, type PlantedLint } from './lint-probe.ts';

const epapers = path.join(repoRoot, 'apps/server/src/modules/epapers');
const probes = {
  roomImportsSiblingRepository: path.join(epapers, 'pages/zz-lint-probe-repository.ts'),
  roomImportsSiblingInnerFile: path.join(epapers, 'pages/zz-lint-probe-inner.ts'),
  roomImportsSiblingService: path.join(epapers, 'pages/zz-lint-probe-service.ts'),
  roomImportsRootService: path.join(epapers, 'schedule/zz-lint-probe-root.ts'),
  roomImportsRootShared: path.join(epapers, 'schedule/zz-lint-probe-shared.ts'),
  rootImportsRoomInnerFile: path.join(epapers, 'zz-lint-probe-root.ts'),
  otherModuleImportsRoomInnerFile: path.join(repoRoot, 'apps/server/src/modules/files/zz-lint-probe-room.ts'),
  demoImportsRoomRepository: path.join(repoRoot, 'apps/server/src/demo/zz-lint-probe-room.ts'),
};

const files: Record<string, string> = {
  [probes.roomImportsSiblingRepository]: "export { setSchedule } from '../schedule/epaper-schedule.repository.ts';",
  [probes.roomImportsSiblingInnerFile]: "export { publishDueEditions } from '../schedule/publish-due.ts';",
  // What a sibling may do: call the room's public service.
  [probes.roomImportsSiblingService]: "export { publishDueEditions } from '../schedule/schedule.service.ts';",
  [probes.roomImportsRootService]: "export { getEpaper } from '../epapers.service.ts';",
  // The root's shared files (the editions' rows, keys, views) are below the rooms.
  [probes.roomImportsRootShared]: [
    "export { findEpaper } from '../epapers.repository.ts';",
    "export { epaperNotFound } from '../epaper-errors.ts';",
  ].join('\n'),
  [probes.rootImportsRoomInnerFile]: "export { makeReadingImage } from './processing/reading-images.ts';",
  [probes.otherModuleImportsRoomInnerFile]: "export { renderNewPages } from '../epapers/pages/render-new-pages.ts';",
  [probes.demoImportsRoomRepository]:
    "export { copyReadiness } from '../modules/epapers/readiness/epaper-findings.repository.ts';",
};

let planted: PlantedLint;

beforeAll(async () => {
  planted = await plantAndLint(files);
}, 120_000);

afterAll(() => planted?.remove());

/** The reasons the boundary rule gave for refusing a file's imports. */
const refusals = (file: string) =>
  planted
    .messagesOf(file)
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);

const refused: [string, string, string][] = [
  [
    'a room importing a sibling’s repository',
    probes.roomImportsSiblingRepository,
    'Rooms meet only through their public services: import schedule/schedule.service.ts',
  ],
  [
    'a room importing a sibling’s inner file',
    probes.roomImportsSiblingInnerFile,
    'Rooms meet only through their public services: import schedule/schedule.service.ts',
  ],
  [
    'a room importing its module’s own service',
    probes.roomImportsRootService,
    'A room never imports its module’s own service or routes',
  ],
  [
    'the module’s root importing a room’s inner file',
    probes.rootImportsRoomInnerFile,
    'import processing/processing.service.ts',
  ],
  [
    'another module importing a room’s inner file',
    probes.otherModuleImportsRoomInnerFile,
    'import pages/pages.service.ts',
  ],
  ['the demo importing a room’s repository', probes.demoImportsRoomRepository, 'import readiness/readiness.service.ts'],
];

describe('the lint rules that keep a module’s rooms apart', () => {
  it.each(refused)('refuse %s', (_violation, probe, reason) => {
    expect(refusals(probe)).toEqual(expect.arrayContaining([expect.stringContaining(reason)]));
  });

  it('let a room call a sibling’s public service', () => {
    expect(planted.messagesOf(probes.roomImportsSiblingService)).toEqual([]);
  });

  it('let a room use the module root’s shared files', () => {
    expect(planted.messagesOf(probes.roomImportsRootShared)).toEqual([]);
  });
});
