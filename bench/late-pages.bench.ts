// Benchmark: late pages and what the readiness report costs, on the 48-page newspaper of
// about 100 MB that bench:epapers processes (support: the demo's own generator).
//
// 1. Replacing one page against reprocessing the whole edition. The built server
//    (`npm start`: the embedded PostgreSQL, its default PDF threads) gets the edition by
//    upload; the time from the upload's answer to `completed`, and on to the last page's
//    reading image (watched on the disk store, as bench:epapers does), is "the whole
//    edition". Then page 3 is replaced BENCH_REPLACEMENTS times, each by another one-page
//    newspaper PDF (`POST /api/epapers/:id/pages/replace/`, from_page=3), timed from the
//    request's first byte to its answer: the server answers once the new page is rendered
//    (its PDF, thumbnail, reading image and facts), switched in, the complete PDF rebuilt
//    from the 48 pages and the checks run again. After each, the complete PDF the edition
//    now downloads is fetched and must have 48 pages and the size the edition states.
// 2. The readiness facts' share of processing. In this process, two PDF processors with
//    the server's default threads (half the cores, at least one), one reading the facts
//    (text and image resolution from the pass over each page's drawing that finds its
//    photographs' drawn sizes, then its ink
//    and 32 × 32 miniature from the thumbnail's pixels) and one not (`readinessFacts:
//    false`), render all 48 pages as processing's first phase does (support/render-edition.ts),
//    alternately for BENCH_ROUNDS rounds each after one warm-up each (a round: one render
//    by each, in turn first); the median of the rounds' wall-time ratios is judged, the
//    ratio of the median wall times and of the process's CPU times shown beside it.
//    The facts' two parts are timed alone (support/facts-parts.ts), and the checks
//    themselves (checkReadiness, pure) over those 48 pages' facts.
//    Where a replacement's time goes, in the same process: the new page rendered (page
//    and reading image at once, as the server does) and the 48 page PDFs merged.
//
// Targets: one page replaced, complete PDF rebuilt, in under 10 s (the slowest of the
// replacements); the facts add ≤ 15 % to the render of the edition's pages.
//
// Run (after npm run build):  npm run bench:late-pages
//   BENCH_FRESH=1               regenerate the 48-page PDF (kept in <tmp>/epaper-bench-pdfs)
//   BENCH_PHOTO_PIXELS=3000000  pixels of each photograph (3,000,000: about 100 MB; another value makes its own file)
//   BENCH_REPLACEMENTS=5        how many times page 3 is replaced
//   BENCH_ROUNDS=9              timed rounds of each processor in part 2
//   BENCH_ONLY=replace|readiness  one part only
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { assertBuilt, startBuiltProduct, type BuiltProduct } from '../e2e/support/built-product.ts';
import { writeNewspaperPdf } from '../apps/server/src/demo/sample-newspaper.ts';
import { createPdfProcessor, type PdfProcessor } from '../apps/server/src/lib/pdf/pdf-processor.ts';
import { checkReadiness, type PageForChecks } from '../apps/server/src/modules/epapers/readiness/epaper-readiness.ts';
import { benchPdf } from './support/bench-pdfs.ts';
import { timeFactsParts, type FactsParts } from './support/facts-parts.ts';
import { uploadFile } from './support/multipart-upload.ts';
import { ADMIN_PASSWORD, ADMIN_PHONE, signIn } from './support/product-server.ts';
import { renderEdition } from './support/render-edition.ts';
import { percentile } from './support/stats.ts';

const PAGES = 48;
const REPLACED_PAGE = 3;
const DEFAULT_PHOTO_PIXELS = 3_000_000;
const PHOTO_PIXELS = Number(process.env.BENCH_PHOTO_PIXELS ?? DEFAULT_PHOTO_PIXELS);
const REPLACEMENTS = Number(process.env.BENCH_REPLACEMENTS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const ONLY = process.env.BENCH_ONLY;
/** The server's default (settings.ts): half the cores, at least one. */
const THREADS = Math.max(1, Math.floor(availableParallelism() / 2));
/** The checks' default READINESS_MIN_PPI (settings.ts). */
const MIN_PPI = 50;
const REPLACE_TARGET_SECONDS = 10;
const FACTS_TARGET_RATIO = 1.15;

const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => bytes / 1024 / 1024;
const median = (values: number[]) => percentile(values, 50);
const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Edition = {
  id: number;
  processing_status: string;
  processing_error: string | null;
  page_count: number;
  file_size: number;
  original_pdf_path: string | null;
  pages: Array<{ page_number: number; version_count: number }>;
};

async function getEdition(product: BuiltProduct, access: string, id: number): Promise<Edition> {
  const response = await fetch(`${product.baseURL}/api/epapers/${id}/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  if (!response.ok) throw new Error(`GET /api/epapers/${id}/ answered ${response.status}`);
  return (await response.json()) as Edition;
}

/**
 * Processing's second phase (the reading images) ends the job. Watched on the disk store:
 * the API makes a missing reading image on the spot, so asking it would change what is measured.
 */
async function waitForReadingImages(product: BuiltProduct, edition: Edition): Promise<void> {
  const storageId = /epapers\/([0-9a-f-]{36})\//.exec(edition.original_pdf_path ?? '')?.[1];
  const folder = path.join(product.dataDir, 'files', 'epapers', storageId ?? '', 'pages');
  const readingImages = () => readdirSync(folder).filter((name) => /^\d+\.webp$/.test(name)).length;
  while (readingImages() < edition.page_count) await sleep(100);
}

/** The complete PDF the edition now downloads: its pages and bytes. */
async function downloadCompletePdf(product: BuiltProduct, edition: Edition) {
  if (!edition.original_pdf_path) throw new Error('the edition has no complete PDF to download');
  const response = await fetch(`${product.baseURL}${edition.original_pdf_path}`);
  if (!response.ok) throw new Error(`the complete PDF answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return {
      pages: document.countPages(),
      bytes: bytes.length,
      rebuilt: edition.original_pdf_path.includes('/complete-'),
    };
  } finally {
    document.destroy();
  }
}

/** One-page newspaper PDFs unlike any page of the edition: another masthead and seed each. */
function replacementPages(folder: string): string[] {
  return Array.from({ length: REPLACEMENTS }, (_, index) => {
    const file = path.join(folder, `late-page-${index + 1}.pdf`);
    writeNewspaperPdf(file, {
      pages: 1,
      photoPixels: PHOTO_PIXELS,
      masthead: 'The Late Edition',
      dateLine: `Late page ${index + 1}`,
      seed: 1000 + index,
    });
    return file;
  });
}

type ReplaceResult = {
  uploadSeconds: number;
  completedSeconds: number;
  readingImagesSeconds: number;
  replaceSeconds: number[];
  checks: Array<{ pages: number; bytes: number; fileSize: number; rebuilt: boolean; versions: number }>;
};

/** Part 1, on the built server. */
async function measureReplacement(editionPdf: string, folder: string): Promise<ReplaceResult> {
  log(`generating ${REPLACEMENTS} one-page replacements…`);
  const replacements = replacementPages(folder);
  const product = await startBuiltProduct({ ADMIN_PHONE, ADMIN_PASSWORD });
  try {
    const { access } = await signIn(product.baseURL);
    log(`uploading the ${PAGES}-page edition (${mb(statSync(editionPdf).size).toFixed(1)} MB) and processing it…`);
    const upload = await uploadFile(`${product.baseURL}/api/epapers/upload-paper/`, access, editionPdf, {
      title: 'The Late Pages Times',
      description: 'Benchmark edition',
      publication_date: '2027-03-01',
    });
    const id = upload.body.id as number;
    const started = performance.now();
    let edition = await getEdition(product, access, id);
    while (edition.processing_status === 'pending') {
      await sleep(100);
      edition = await getEdition(product, access, id);
    }
    const completedSeconds = (performance.now() - started) / 1000;
    if (edition.processing_status !== 'completed') throw new Error(`processing failed: ${edition.processing_error}`);
    await waitForReadingImages(product, edition);
    const readingImagesSeconds = (performance.now() - started) / 1000;
    log(`completed in ${completedSeconds.toFixed(1)} s, reading images done at ${readingImagesSeconds.toFixed(1)} s`);

    const replaceSeconds: number[] = [];
    const checks: ReplaceResult['checks'] = [];
    for (const [index, file] of replacements.entries()) {
      const answer = await uploadFile(`${product.baseURL}/api/epapers/${id}/pages/replace/`, access, file, {
        from_page: String(REPLACED_PAGE),
      });
      replaceSeconds.push(answer.seconds);
      const replaced = answer.body as unknown as Edition;
      const complete = await downloadCompletePdf(product, replaced);
      const versions = replaced.pages.find((page) => page.page_number === REPLACED_PAGE)?.version_count ?? 0;
      checks.push({ ...complete, fileSize: replaced.file_size, versions });
      log(
        `replacement ${index + 1}: ${answer.seconds.toFixed(2)} s; complete PDF ${complete.pages} pages, ` +
          `${mb(complete.bytes).toFixed(1)} MB; page ${REPLACED_PAGE} at version ${versions}`,
      );
    }
    return { uploadSeconds: upload.seconds, completedSeconds, readingImagesSeconds, replaceSeconds, checks };
  } finally {
    await product.stop();
  }
}

/** One render of the edition's pages: wall and CPU seconds. */
type Round = { seconds: number; cpuSeconds: number };

type ReadinessResult = {
  withFacts: Round[];
  withoutFacts: Round[];
  checksMicroseconds: number;
  findings: string[];
  renderNewPageSeconds: number;
  mergeSeconds: number;
  mergedBytes: number;
  mergedPages: number;
  factsParts: FactsParts;
};

/** The checks over the pages' facts, as checkEditionReadiness runs them: µs per run. */
function timeChecks(pages: PageForChecks[]): { microseconds: number; findings: string[] } {
  const settings = { minPpi: MIN_PPI, usualPageCounts: [PAGES, PAGES, PAGES, PAGES] };
  const findings = checkReadiness(pages, settings).map((finding) => `${finding.kind} (${finding.pages.join(', ')})`);
  const runs = 200;
  // Warmed up first, as it is in a server that has checked editions before.
  for (let run = 0; run < 20; run += 1) checkReadiness(pages, settings);
  const started = performance.now();
  for (let run = 0; run < runs; run += 1) checkReadiness(pages, settings);
  return { microseconds: ((performance.now() - started) * 1000) / runs, findings };
}

/** Part 2, in this process: the facts' cost, then where a replacement's time goes. */
async function measureReadinessCost(editionPdf: string, folder: string): Promise<ReadinessResult> {
  const withFacts = createPdfProcessor({ threads: THREADS });
  const withoutFacts = createPdfProcessor({ threads: THREADS, readinessFacts: false });
  try {
    log(`\nrendering the ${PAGES} pages in this process, ${THREADS} thread(s), facts read and not, alternately…`);
    // One untimed round each: the threads start and MuPDF compiles.
    await renderEdition(withFacts, editionPdf, PAGES, THREADS);
    await renderEdition(withoutFacts, editionPdf, PAGES, THREADS);
    const timed = { with: [] as Round[], without: [] as Round[] };
    let facts: PageForChecks[] = [];
    let pagePdfs: Uint8Array[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each round in the other order: a drift of the machine falls on both alike.
      const order: Array<'with' | 'without'> = round % 2 === 1 ? ['with', 'without'] : ['without', 'with'];
      for (const which of order) {
        const { seconds, cpuSeconds, pages } = await renderEdition(
          which === 'with' ? withFacts : withoutFacts,
          editionPdf,
          PAGES,
          THREADS,
        );
        timed[which].push({ seconds, cpuSeconds });
        log(
          `round ${round}, facts ${which === 'with' ? 'read' : 'not read'}: ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s)`,
        );
        if (which === 'with') {
          facts = pages.map((page) => ({ pageNumber: page.pageNumber, ...page.facts }));
          pagePdfs = pages.map((page) => page.pdf);
        }
      }
    }
    const checks = timeChecks(facts);
    const breakdown = await timeReplacementSteps(withFacts, pagePdfs, folder);
    const factsParts = await timeFactsParts(editionPdf);
    return {
      factsParts,
      withFacts: timed.with,
      withoutFacts: timed.without,
      checksMicroseconds: checks.microseconds,
      findings: checks.findings,
      ...breakdown,
    };
  } finally {
    await Promise.all([withFacts.close(), withoutFacts.close()]);
  }
}

/** A replacement's two heavy steps alone, median of three each: the new page rendered, the 48 page PDFs merged. */
async function timeReplacementSteps(pdf: PdfProcessor, pagePdfs: Uint8Array[], folder: string) {
  const newPage = path.join(folder, 'late-page-alone.pdf');
  writeNewspaperPdf(newPage, { pages: 1, photoPixels: PHOTO_PIXELS, masthead: 'The Late Edition', seed: 999 });
  const paths = pagePdfs.map((bytes, index) => {
    const file = path.join(folder, `page-${index + 1}.pdf`);
    writeFileSync(file, bytes);
    return file;
  });
  paths[REPLACED_PAGE - 1] = newPage;
  const render: number[] = [];
  const merge: number[] = [];
  let merged = { bytes: 0, pages: 0 };
  for (let run = 0; run < 3; run += 1) {
    let started = performance.now();
    await Promise.all([pdf.renderPage(newPage, 1), pdf.renderReadingImage(newPage, 1)]);
    render.push((performance.now() - started) / 1000);
    const output = path.join(folder, 'complete.pdf');
    started = performance.now();
    const { bytes } = await pdf.merge(paths, output);
    merge.push((performance.now() - started) / 1000);
    merged = { bytes, pages: (await pdf.inspect(output)).pageCount };
    rmSync(output);
  }
  return {
    renderNewPageSeconds: median(render),
    mergeSeconds: median(merge),
    mergedBytes: merged.bytes,
    mergedPages: merged.pages,
  };
}

function reportReplacement(result: ReplaceResult): boolean {
  const slowest = Math.max(...result.replaceSeconds);
  const middle = median(result.replaceSeconds);
  log('\n| one edition of 48 pages, on the built server | seconds |');
  log('| --- | ---: |');
  log(`| upload (request to answer) | ${result.uploadSeconds.toFixed(1)} |`);
  log(`| whole edition: upload answered → \`completed\` | ${result.completedSeconds.toFixed(1)} |`);
  log(`| whole edition: upload answered → last reading image | ${result.readingImagesSeconds.toFixed(1)} |`);
  log(`| replace page ${REPLACED_PAGE}, median of ${result.replaceSeconds.length} | ${middle.toFixed(2)} |`);
  log(`| replace page ${REPLACED_PAGE}, slowest | ${slowest.toFixed(2)} |`);
  log(
    `\nreplace ÷ whole: ${(middle / result.readingImagesSeconds).toFixed(3)} of the whole processing (reading images included), ` +
      `${(middle / result.completedSeconds).toFixed(3)} of the time to \`completed\``,
  );
  const whole = result.checks.every(
    (check) => check.pages === PAGES && check.bytes === check.fileSize && check.rebuilt,
  );
  const versions = result.checks.map((check) => check.versions).join(', ');
  const sizes = result.checks.map((check) => mb(check.bytes).toFixed(1)).join(', ');
  log(
    `complete PDF after each: ${result.checks.map((check) => check.pages).join(', ')} pages; ${sizes} MB; page ${REPLACED_PAGE}'s versions ${versions}`,
  );
  const pass = slowest < REPLACE_TARGET_SECONDS && whole;
  log(
    `${pass ? 'PASS' : 'FAIL'}  one page replaced, the complete PDF rebuilt (${PAGES} pages, its stated size), ` +
      `in under ${REPLACE_TARGET_SECONDS} s: slowest ${slowest.toFixed(2)} s`,
  );
  return pass;
}

function reportReadiness(result: ReadinessResult): boolean {
  const wall = (rounds: Round[]) => median(rounds.map((round) => round.seconds));
  const cpu = (rounds: Round[]) => median(rounds.map((round) => round.cpuSeconds));
  // Each round's two renders ran one after the other, under the same conditions: the
  // median of the rounds' ratios is what a busy machine sways least.
  const ratio = median(result.withFacts.map((round, index) => round.seconds / result.withoutFacts[index]!.seconds));
  const ofMedians = wall(result.withFacts) / wall(result.withoutFacts);
  const cpuRatio = cpu(result.withFacts) / cpu(result.withoutFacts);
  log(
    `\n| ${PAGES} pages rendered in this process, ${THREADS} thread(s) | rounds, wall (s) | median wall (s) | pages/s | median CPU (s) |`,
  );
  log('| --- | --- | ---: | ---: | ---: |');
  const row = (name: string, rounds: Round[]) =>
    log(
      `| ${name} | ${rounds.map((round) => round.seconds.toFixed(2)).join(', ')} | ${wall(rounds).toFixed(2)} | ` +
        `${(PAGES / wall(rounds)).toFixed(1)} | ${cpu(rounds).toFixed(2)} |`,
    );
  row('facts read (the product)', result.withFacts);
  row('facts not read', result.withoutFacts);
  log(
    `\nfacts read ÷ not: wall ${ratio.toFixed(3)} (median of the rounds' ratios; of the medians ${ofMedians.toFixed(3)}, ` +
      `+${(wall(result.withFacts) - wall(result.withoutFacts)).toFixed(2)} s for ${PAGES} pages), ` +
      `CPU ${cpuRatio.toFixed(3)} (+${(cpu(result.withFacts) - cpu(result.withoutFacts)).toFixed(2)} s)`,
  );
  const parts = result.factsParts;
  log(
    `the facts' parts alone, one at a time: the device pass ${parts.devicePassMedianMs.toFixed(1)} ms a page (median; ` +
      `${parts.devicePassTotalSeconds.toFixed(2)} s for the ${PAGES}, on a PDF thread), ink and miniature of a 400 px thumbnail ` +
      `${parts.fingerprintMs.toFixed(1)} ms a page (main thread)`,
  );
  log(
    `checkReadiness over the ${PAGES} pages' facts: ${(result.checksMicroseconds / 1000).toFixed(2)} ms a run; ` +
      `findings: ${result.findings.length ? result.findings.join('; ') : 'none'}`,
  );
  log(
    `a replacement's steps alone (median of 3): the new page rendered (page + reading image) ${result.renderNewPageSeconds.toFixed(2)} s; ` +
      `${PAGES} page PDFs merged ${result.mergeSeconds.toFixed(2)} s (${result.mergedPages} pages, ${mb(result.mergedBytes).toFixed(1)} MB)`,
  );
  const pass = ratio <= FACTS_TARGET_RATIO;
  log(
    `${pass ? 'PASS' : 'FAIL'}  the readiness facts add ≤ ${Math.round((FACTS_TARGET_RATIO - 1) * 100)} % to rendering the pages (wall, median of the rounds' ratios): ${ratio.toFixed(3)}`,
  );
  return pass;
}

async function main(): Promise<void> {
  assertBuilt();
  const name =
    PHOTO_PIXELS === DEFAULT_PHOTO_PIXELS ? `newspaper-${PAGES}.pdf` : `newspaper-${PAGES}-${PHOTO_PIXELS}px.pdf`;
  const editionPdf = benchPdf(name, PAGES, PHOTO_PIXELS);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'epaper-bench-late-pages-'));
  log(
    `${path.basename(editionPdf)}: ${mb(statSync(editionPdf).size).toFixed(1)} MB, ${PAGES} pages, ` +
      `${PHOTO_PIXELS.toLocaleString('en')}-pixel photographs; ${availableParallelism()} cores; ${loadAverage()}`,
  );
  try {
    const replace = ONLY === 'readiness' ? undefined : await measureReplacement(editionPdf, folder);
    const readiness = ONLY === 'replace' ? undefined : await measureReadinessCost(editionPdf, folder);
    // Anything else running lengthens the times: the load says whether it did.
    log(`\n${loadAverage()}`);
    const verdicts = [replace && reportReplacement(replace), readiness && reportReadiness(readiness)];
    if (verdicts.includes(false)) process.exitCode = 1;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
