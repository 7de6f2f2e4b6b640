// Benchmark: an edition's processing, end to end, against the native tools a server would
// otherwise run. A 48-page newspaper-like PDF of about 100 MB (support: the demo's own
// generator, demo/sample-newspaper.ts, with large photographs) is uploaded to the built
// server (as `npm start` runs it: apps/server/bin/run.sh server; the embedded PostgreSQL) over loopback; the
// time from the upload's answer to `completed` gives pages per second, and the server's
// resident memory is sampled throughout. Side by side, in the same run and at the same
// parallelism (2), two native pipelines do the split and the 400 px thumbnails:
//   (a) qpdf --split-pages + pdftoppm   (the common server-side choice)
//   (b) qpdf --split-pages + mutool draw (the practical limit)
// from Debian's qpdf, poppler-utils and mupdf-tools, installed here if missing.
// Then: a 250 MB file (peak memory while it processes; memory added by its upload), and
// /api/health latency while two editions process at once.
//
// Targets: faster than (a); at least 0.5× (b)'s pages per second; the server under 512 MB
// while processing a 250 MB file; a 250 MB upload raising its memory by under 64 MB;
// /api/health p99 under 50 ms while two editions process.
//
// Run (after npm run build):  npm run bench:epapers
//   BENCH_FRESH=1   regenerate the PDFs (kept in <tmp>/epaper-bench-pdfs otherwise)
//   BENCH_BESIDE_DIR=/path   another built checkout: only the 48-page edition, on this one
//                    and on that one in turn (support/epapers-beside.ts), BENCH_ROUNDS (3) each
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, ROOT, startBuiltProduct, type BuiltProduct } from '../e2e/support/built-product.ts';
import { ADMIN_PASSWORD, ADMIN_PHONE, signIn } from './support/product-server.ts';
import { summarise } from './support/stats.ts';
import { uploadFile } from './support/multipart-upload.ts';
import { benchPdf } from './support/bench-pdfs.ts';
import { memorySampler, residentMb } from './support/process-memory.ts';
import { compareBeside } from './support/epapers-beside.ts';
import { BESIDE_DIR } from './support/list-beside.ts';

const PARALLEL = 2;
const PAGES = 48;
const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => bytes / 1024 / 1024;

function ensureNativeTools(): void {
  const missing = ['qpdf', 'pdftoppm', 'mutool'].filter((tool) => {
    try {
      execFileSync('which', [tool], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  log(`installing Debian's qpdf, poppler-utils and mupdf-tools (missing: ${missing.join(', ')})…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'qpdf', 'poppler-utils', 'mupdf-tools'], { stdio: 'ignore' });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** The pages split in PARALLEL ranges: [first, last] each. */
function ranges(pages: number): Array<[number, number]> {
  const size = Math.ceil(pages / PARALLEL);
  return Array.from({ length: PARALLEL }, (_, index) => [index * size + 1, Math.min(pages, (index + 1) * size)]);
}

/** qpdf splits the file, then PARALLEL renderer processes make the 400 px thumbnails. */
async function nativePipeline(pdf: string, renderer: 'pdftoppm' | 'mutool'): Promise<number> {
  const out = mkdtempSync(path.join(os.tmpdir(), `epaper-bench-${renderer}-`));
  try {
    const started = performance.now();
    const split = ranges(PAGES).map(([first, last]) =>
      run('qpdf', [
        pdf,
        '--pages',
        pdf,
        `${first}-${last}`,
        '--',
        '--split-pages',
        path.join(out, `split-${first}-%d.pdf`),
      ]),
    );
    const thumbnails = ranges(PAGES).map(([first, last]) =>
      renderer === 'pdftoppm'
        ? run('pdftoppm', [
            '-f',
            String(first),
            '-l',
            String(last),
            '-scale-to',
            '400',
            '-png',
            pdf,
            path.join(out, 'thumb'),
          ])
        : run('mutool', ['draw', '-w', '400', '-o', path.join(out, 'thumb-%d.png'), pdf, `${first}-${last}`]),
    );
    await Promise.all([...split, ...thumbnails]);
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

type Edition = {
  id: number;
  processing_status: string;
  page_count: number;
  processing_error: string | null;
  original_pdf_path: string | null;
};

async function waitForProcessing(baseURL: string, access: string, id: number): Promise<Edition> {
  for (;;) {
    const response = await fetch(`${baseURL}/api/epapers/${id}/`, { headers: { authorization: `Bearer ${access}` } });
    const edition = (await response.json()) as Edition;
    if (edition.processing_status !== 'pending') return edition;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * After `completed`, processing goes on to each page's 1600 px reading image. The bench
 * watches the disk store for them (the API serves a missing one by making it on the spot,
 * so asking it would change what is measured).
 */
async function waitForReadingImages(product: BuiltProduct, edition: Edition): Promise<void> {
  const storageId = /epapers\/([0-9a-f-]{36})\//.exec(edition.original_pdf_path ?? '')?.[1];
  const folder = path.join(product.dataDir, 'files', 'epapers', storageId ?? '', 'pages');
  const readingImages = () => readdirSync(folder).filter((name) => /^\d+\.webp$/.test(name)).length;
  while (readingImages() < edition.page_count) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Uploads, then waits for the edition: upload MB/s, processing pages/s (upload answered to
 * completed), the reading images' time after that, and peak memory over all of it.
 */
async function processOnServer(product: BuiltProduct, access: string, pdf: string) {
  const pid = product.child.pid ?? 0;
  const before = residentMb(pid);
  const uploadMemory = memorySampler(pid);
  const upload = await uploadFile(`${product.baseURL}/api/epapers/upload-paper/`, access, pdf, {
    title: path.basename(pdf),
    description: 'Benchmark edition',
    publication_date: '2026-11-22',
  });
  const uploadPeak = uploadMemory.stop();
  const processingMemory = memorySampler(pid);
  const started = performance.now();
  const edition = await waitForProcessing(product.baseURL, access, upload.body.id as number);
  const seconds = (performance.now() - started) / 1000;
  if (edition.processing_status !== 'completed') throw new Error(`processing failed: ${edition.processing_error}`);
  await waitForReadingImages(product, edition);
  const readingSeconds = (performance.now() - started) / 1000 - seconds;
  const processingPeak = processingMemory.stop();
  return {
    id: upload.body.id as number,
    pages: edition.page_count,
    uploadMbPerSecond: mb(statSync(pdf).size) / upload.seconds,
    uploadGrowthMb: uploadPeak - before,
    seconds,
    pagesPerSecond: edition.page_count / seconds,
    readingSeconds,
    peakMb: Math.max(uploadPeak, processingPeak),
  };
}

/** /api/health latency from its own process while two editions process at once. */
async function healthWhileProcessing(product: BuiltProduct, access: string, pdf: string) {
  const probe = spawn(
    process.execPath,
    [path.join(ROOT, 'bench/support/latency-probe.mjs'), `${product.baseURL}/api/health`, '600'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  probe.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const uploads = await Promise.all(
    [1, 2].map((n) =>
      uploadFile(`${product.baseURL}/api/epapers/upload-paper/`, access, pdf, {
        title: `Concurrent ${n}`,
        description: 'Benchmark edition',
        publication_date: '2026-11-22',
      }),
    ),
  );
  // Both editions through to their reading images: the whole of their processing.
  await Promise.all(
    uploads.map(async (upload) =>
      waitForReadingImages(product, await waitForProcessing(product.baseURL, access, upload.body.id as number)),
    ),
  );
  probe.kill('SIGINT');
  await new Promise((resolve) => probe.once('exit', resolve));
  return output ? summarise(JSON.parse(output) as number[]) : undefined;
}

/** This checkout beside BENCH_BESIDE_DIR's, the 48-page edition only. */
async function mainBeside(): Promise<void> {
  const newspaper = benchPdf('newspaper-48.pdf', PAGES, 3_000_000);
  const product = await startBuiltProduct({ ADMIN_PHONE, ADMIN_PASSWORD });
  try {
    const { access } = await signIn(product.baseURL);
    const rounds = Number(process.env.BENCH_ROUNDS) || 3;
    await compareBeside({ product, access }, rounds, (side, token) => processOnServer(side, token, newspaper));
  } finally {
    await product.stop();
  }
}

async function main(): Promise<void> {
  assertBuilt();
  if (BESIDE_DIR) return mainBeside();
  ensureNativeTools();
  const newspaper = benchPdf('newspaper-48.pdf', PAGES, 3_000_000);
  const large = benchPdf('newspaper-250mb.pdf', 120, 3_000_000);
  log(
    `files: ${mb(statSync(newspaper).size).toFixed(1)} MB (${PAGES} pages), ${mb(statSync(large).size).toFixed(1)} MB (120 pages)`,
  );

  log('native (a): qpdf + pdftoppm…');
  const pdftoppm = PAGES / (await nativePipeline(newspaper, 'pdftoppm'));
  log('native (b): qpdf + mutool draw…');
  const mutool = PAGES / (await nativePipeline(newspaper, 'mutool'));

  log('the server: upload and process…');
  // Its defaults: on two cores, one MuPDF thread drawing while the photographs of the
  // next pages are decoded on the other threads, two cores busy as the native pipelines are.
  const product = await startBuiltProduct({ ADMIN_PHONE, ADMIN_PASSWORD });
  try {
    const { access } = await signIn(product.baseURL);
    const ours = await processOnServer(product, access, newspaper);
    log('the server: a 250 MB file…');
    const big = await processOnServer(product, access, large);
    log('the server: /api/health while two editions process…');
    const health = await healthWhileProcessing(product, access, newspaper);

    log('\n| pipeline (48 pages, 2 at a time) | pages/s | × (a) | × (b) |');
    log('| --- | ---: | ---: | ---: |');
    const row = (name: string, rate: number) =>
      log(`| ${name} | ${rate.toFixed(1)} | ${(rate / pdftoppm).toFixed(2)} | ${(rate / mutool).toFixed(2)} |`);
    row('(a) qpdf + pdftoppm, 400 px PNG', pdftoppm);
    row('(b) qpdf + mutool draw, 400 px PNG', mutool);
    row('this server: page PDF + 400 px WebP (+ 800 px preview)', ours.pagesPerSecond);
    log(
      `\n100 MB upload: ${ours.uploadMbPerSecond.toFixed(0)} MB/s; completed in ${ours.seconds.toFixed(1)} s; ` +
        `reading images ${ours.readingSeconds.toFixed(1)} s later; server peak ${ours.peakMb.toFixed(0)} MB`,
    );
    log(
      `250 MB file (${big.pages} pages): upload ${big.uploadMbPerSecond.toFixed(0)} MB/s raising memory by ${big.uploadGrowthMb.toFixed(0)} MB; ` +
        `completed in ${big.seconds.toFixed(1)} s (${big.pagesPerSecond.toFixed(1)} pages/s), reading images ${big.readingSeconds.toFixed(1)} s later; ` +
        `server peak ${big.peakMb.toFixed(0)} MB`,
    );
    if (health) log(`/api/health while two editions process: ${JSON.stringify(health)}`);
    const verdict = (pass: boolean, text: string) => log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
    log('');
    verdict(ours.pagesPerSecond > pdftoppm, 'faster than (a)');
    verdict(ours.pagesPerSecond >= 0.5 * mutool, 'at least 0.5× (b)');
    verdict(big.peakMb < 512, 'server under 512 MB while processing a 250 MB file');
    verdict(big.uploadGrowthMb < 64, 'a 250 MB upload raises server memory by under 64 MB');
    verdict((health?.p99 ?? Infinity) < 50, '/api/health p99 under 50 ms while two editions process');
  } finally {
    await product.stop();
  }
}

await main();
