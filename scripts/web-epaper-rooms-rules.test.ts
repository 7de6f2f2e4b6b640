// The rule that keeps the web e-papers feature's rooms apart: a room reaches another only
// through the files that room offers, and the feature's shared root reaches no room. Each
// import is planted in the real tree and linted with the project's own config.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantAndLint, repoRoot, type PlantedLint } from './lint-probe.ts';

const epapers = path.join(repoRoot, 'apps/web/src/features/epapers');
const probes = {
  roomImportsPrivateFile: path.join(epapers, 'list/zz-lint-probe-private.ts'),
  sharedRootImportsRoom: path.join(epapers, 'zz-lint-probe-root.ts'),
  roomImportsOfferedFile: path.join(epapers, 'list/zz-lint-probe-offered.ts'),
  roomImportsOfferedApi: path.join(epapers, 'readiness/zz-lint-probe-offered-api.ts'),
  testHelperCrossesRooms: path.join(epapers, 'readiness/zz-lint-probe.test-helper.ts'),
};

const files: Record<string, string> = {
  // The list reaching into the view room's publishing buttons, which it does not offer.
  [probes.roomImportsPrivateFile]: "export { PublishingActions } from '../view/publishing-actions.tsx';",
  // The shared root leaning on a room, which would make every room depend on that one.
  [probes.sharedRootImportsRoom]: "export { FindingsMarker } from './readiness/findings-marker.tsx';",
  // What the readiness room offers: the marker the list shows on a row.
  [probes.roomImportsOfferedFile]: "export { FindingsMarker } from '../readiness/findings-marker.tsx';",
  // An offered file in a room's api/ folder.
  [probes.roomImportsOfferedApi]: "export { useTakeEpaperAnswer } from '../pages/api/take-epaper-answer.ts';",
  // A test helper renders whole screens: it may import any room's files.
  [probes.testHelperCrossesRooms]: "export { PublishingActions } from '../view/publishing-actions.tsx';",
};

let planted: PlantedLint;

beforeAll(async () => {
  planted = await plantAndLint(files);
}, 120_000);

afterAll(() => planted?.remove());

describe('the lint rule that keeps the web e-papers rooms apart', () => {
  it('refuses a room importing a file another room does not offer', () => {
    expect(planted.refusalsOf(probes.roomImportsPrivateFile)).toEqual([
      expect.stringContaining('Another e-papers room reaches view/ only through what it offers'),
    ]);
  });

  it('refuses the shared root importing a room', () => {
    expect(planted.refusalsOf(probes.sharedRootImportsRoom)).toEqual([
      expect.stringContaining('The e-papers shared root imports no room'),
    ]);
  });

  it('lets a room import what another room offers', () => {
    expect(planted.messagesOf(probes.roomImportsOfferedFile)).toEqual([]);
    expect(planted.messagesOf(probes.roomImportsOfferedApi)).toEqual([]);
  });

  it('lets a test helper import any room’s files', () => {
    expect(planted.messagesOf(probes.testHelperCrossesRooms)).toEqual([]);
  });
});
