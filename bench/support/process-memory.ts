import { readFileSync } from 'node:fs';

/** A process's resident memory now (or its high-water mark), in MB, from /proc. */
export function residentMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the server's resident memory every 25 ms until stopped; the highest seen. */
export function memorySampler(pid: number) {
  let peak = residentMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 25);
  return { stop: () => (clearInterval(timer), peak) };
}
