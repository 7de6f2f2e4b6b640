import type { Random } from './random.ts';

// First two octets of blocks Indian mobile and broadband providers announce, so the
// activity log's addresses look like readers in India rather than noise.
const PROVIDER_BLOCKS = [
  [49, 32, 47],
  [106, 192, 223],
  [117, 192, 255],
  [157, 32, 51],
  [223, 176, 191],
  [182, 64, 79],
  [103, 0, 255],
  [27, 4, 7],
  [122, 160, 183],
  [59, 88, 99],
] as const;

/** A public IPv4 address in dotted form. */
export function drawIpv4(random: Random): string {
  const [first, low, high] = random.pick(PROVIDER_BLOCKS);
  return `${first}.${random.int(low, high)}.${random.int(0, 255)}.${random.int(1, 254)}`;
}
