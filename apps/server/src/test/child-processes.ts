// Real child processes for the tests of start-up, locks and crashes: TypeScript run through
// tsx, killed hard (SIGKILL runs no exit handler, as a power cut or the OOM killer would).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** apps/server: where a child resolves its imports (tsx among them). */
export const SERVER_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * Runs TypeScript `code` in a child Node process; `printed` resolves with the first line
 * that starts with `waitFor`. The child is killed by `cleanups` if the test leaves it.
 */
export function spawnTs(
  code: string,
  waitFor: string,
  cleanups: (() => Promise<void> | void)[],
  env: Record<string, string> = {},
) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
  let output = '';
  const printed = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith(waitFor));
      if (line) resolve(line);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`child exited with ${code} before "${waitFor}":\n${output}`)));
  });
  return { child, printed, output: () => output };
}

/** SIGKILL, resolved once the process is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * Starts the real server entry (src/server.ts through tsx) with `env` on a random local
 * port; `listening` resolves with its base URL, and `output()` is everything it printed.
 */
export function startServerProcess(env: Record<string, string>, cleanups: (() => Promise<void> | void)[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  // A test that expects the server to refuse to start awaits `exited` only.
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => output };
}
