// The benchmarks' newspaper PDFs (the demo's own generator, with large photographs),
// generated once and kept for the next run in <tmp>/epaper-bench-pdfs (BENCH_FRESH=1 makes them again).
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeNewspaperPdf } from '../../apps/server/src/demo/sample-newspaper.ts';

const PDF_DIR = path.join(os.tmpdir(), 'epaper-bench-pdfs');
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The benchmark's PDFs, generated once and kept for the next run. */
export function benchPdf(name: string, pages: number, photoPixels: number): string {
  mkdirSync(PDF_DIR, { recursive: true });
  const file = path.join(PDF_DIR, name);
  if (process.env.BENCH_FRESH || !existsSync(file)) {
    log(`generating ${name} (${pages} pages)…`);
    writeNewspaperPdf(file, { pages, photoPixels, masthead: 'The Benchmark Times', seed: pages });
  }
  return file;
}
