// `npm start` runs this first: builds the dashboard and the server when their
// output is missing or older than any of their sources, so a fresh clone starts
// with one command and a rebuilt one starts at once.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sourceDirs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sourceDirs.some((dir) => newestMtime(path.join(root, dir)) > built);
}

const targets = [
  {
    name: '@epaper/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'packages/shared/src'],
  },
  { name: '@epaper/server', output: 'apps/server/dist/server.js', sources: ['apps/server/src', 'packages/shared/src'] },
];

for (const target of targets) {
  if (!isStale(path.join(root, target.output), target.sources)) continue;
  console.log(`Building ${target.name}…`);
  execSync(`npm run build -w ${target.name}`, { cwd: root, stdio: 'inherit' });
}
