import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createFreedMemoryReleaser } from './freed-memory.ts';

/** glibc, not musl: what malloc_trim belongs to. */
function isGlibc(): boolean {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return process.platform === 'linux' && Boolean(report?.header?.glibcVersionRuntime);
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A release that takes `ms` and records how many ran, and how many at once. */
function countingRelease(ms: number) {
  const counts = { started: 0, running: 0, mostAtOnce: 0 };
  const release = async () => {
    counts.started++;
    counts.running++;
    counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.running);
    await tick(ms);
    counts.running--;
    return true;
  };
  return { counts, release };
}

describe('freed memory releaser', () => {
  it('runs one release for a burst of requests, and another for a request after the interval', async () => {
    const { counts, release } = countingRelease(1);
    const releaser = createFreedMemoryReleaser({ minIntervalMs: 100, release });
    for (let i = 0; i < 50; i++) releaser.request();
    await tick(30);
    expect(counts.started).toBe(1);
    releaser.request();
    await tick(30);
    expect(counts.started).toBe(1); // still within the interval: waits for it
    await tick(120);
    expect(counts.started).toBe(2);
  });

  it('never runs two at once, and honours a request made while one runs', async () => {
    const { counts, release } = countingRelease(80);
    const releaser = createFreedMemoryReleaser({ minIntervalMs: 10, release });
    releaser.request();
    await tick(30);
    releaser.request();
    await tick(30);
    expect(counts.started).toBe(1);
    await tick(150);
    expect(counts.started).toBe(2);
    expect(counts.mostAtOnce).toBe(1);
    await expect(releaser.releaseNow()).resolves.toBe(true);
    expect(counts.mostAtOnce).toBe(1);
  });

  it('counts a failed release as nothing released', async () => {
    const releaser = createFreedMemoryReleaser({ release: () => Promise.reject(new Error('no allocator')) });
    await expect(releaser.releaseNow()).resolves.toBe(false);
  });

  it.runIf(isGlibc())('gives memory that glibc kept back to the system', () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const fixture = new URL('./freed-memory-probe.fixture.ts', import.meta.url).pathname;
    // glibc's defaults, whatever the environment running the tests has set.
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    delete env.MALLOC_MMAP_THRESHOLD_;
    const probe = spawnSync(process.execPath, ['--expose-gc', '--import', tsx, fixture], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(probe.status, probe.stderr).toBe(0);
    const { before, after, released } = JSON.parse(probe.stdout) as {
      before: number;
      after: number;
      released: boolean;
    };
    expect(released).toBe(true);
    // 200 MB were freed before the release; most of it leaves the process.
    expect(before - after).toBeGreaterThan(150);
  });
});
