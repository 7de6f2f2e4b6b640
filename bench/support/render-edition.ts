// Processing's first phase inside the benchmark's own process: every page of an edition
// rendered (its own PDF, its thumbnails and, when the processor reads them, the facts the
// checks before publishing need) as many at once as the process-epaper job renders them
// (modules/epapers/processing/epaper-processing.ts: the threads, plus two whose photographs are decoded or
// whose files are stored meanwhile). Nothing is stored: only the renderer is measured.
import type { PageWithThumbnails, PdfProcessor } from '../../apps/server/src/lib/pdf/pdf-processor.ts';

/** Pages in flight at once while an edition's pages render, as processing has them. */
export const pagesInFlight = (threads: number) => threads + 2;

/** Renders pages 1…`pageCount` of `file` (page 1 with its preview, as processing does); wall and CPU time in seconds. */
export async function renderEdition(
  pdf: PdfProcessor,
  file: string,
  pageCount: number,
  threads: number,
): Promise<{ seconds: number; cpuSeconds: number; pages: PageWithThumbnails[] }> {
  const pages: PageWithThumbnails[] = [];
  let next = 1;
  // Each lane takes the next page as soon as its last one is done, as p-limit hands them out.
  const lane = async () => {
    for (let pageNumber = next++; pageNumber <= pageCount; pageNumber = next++) {
      pages[pageNumber - 1] = await pdf.renderPage(file, pageNumber, { preview: pageNumber === 1 });
    }
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: pagesInFlight(threads) }, lane));
  // The whole process's CPU: the PDF threads', sharp's and the main thread's.
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6, pages };
}
