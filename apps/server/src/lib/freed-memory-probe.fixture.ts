// Run in its own process by freed-memory.unit.test.ts (with --expose-gc): frees 200 MB of
// small blocks that glibc keeps, releases them, and prints the resident size before and after.
import { readFileSync } from 'node:fs';
import { freedMemory } from './freed-memory.ts';

const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

// 64 KB blocks: under glibc's threshold for memory of their own, so they come from its pools.
const blocks = Array.from({ length: 3200 }, () => Buffer.allocUnsafeSlow(64 * 1024).fill(1));
// A block allocated after them keeps the pool's top in use, as a live server's memory does.
const pinned = Buffer.allocUnsafeSlow(64 * 1024).fill(2);
blocks.length = 0;
// V8 frees the buffers' memory on a thread of its own after a collection: give it time.
for (let round = 0; round < 3; round++) {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const before = residentMb();
const released = await freedMemory.releaseNow();
const after = residentMb();
process.stdout.write(JSON.stringify({ before, after, released, pinned: pinned.length }));
