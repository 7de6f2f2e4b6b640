import type { EpaperPage } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../lib/api/api-client.ts';

type Entry = Record<string, unknown>;

function isRecord(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number, also when a server sent it as text ("3"); null otherwise. */
function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** One entry as a page, or null when it lacks what a screen needs to show it. */
function pageOf(entry: unknown): EpaperPage | null {
  if (!isRecord(entry)) return null;
  const id = wholeNumber(entry.id);
  const pageNumber = wholeNumber(entry.page_number);
  const imagePath = text(entry.image_path);
  const pdfPath = text(entry.pdf_path);
  if (id === null || pageNumber === null || pageNumber < 1 || imagePath === null || pdfPath === null) return null;
  return {
    id,
    page_number: pageNumber,
    // A missing thumbnail still shows the page: the large image scaled down.
    thumbnail_path: text(entry.thumbnail_path) ?? imagePath,
    image_path: imagePath,
    pdf_path: pdfPath,
    // Unknown sizes are 0: the screens then fall back to a page's usual proportions.
    width: Math.max(wholeNumber(entry.width) ?? 0, 0),
    height: Math.max(wholeNumber(entry.height) ?? 0, 0),
  };
}

/** `{"0": {...}, "1": {...}}`: an object whose every key is an index. */
function isIndexKeyed(value: Entry): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
}

function entriesOf(answer: unknown, depth: number): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (!isRecord(answer)) return [];
  if (isIndexKeyed(answer)) return Object.values(answer);
  // `{pages: …}` or `{results: …}` may wrap any of the other shapes; one level deep is enough.
  if (depth > 0) return [];
  if ('pages' in answer) return entriesOf(answer.pages, depth + 1);
  if ('results' in answer) return entriesOf(answer.results, depth + 1);
  return [];
}

/**
 * The pages in any shape the API has answered them (SPEC): a plain list, `{pages: [...]}`,
 * `{results: [...]}` or an index-keyed object. Sorted by page number; entries that are not
 * pages are dropped rather than breaking the screen.
 */
export function normalisePages(answer: unknown): EpaperPage[] {
  return entriesOf(answer, 0)
    .map(pageOf)
    .filter((page): page is EpaperPage => page !== null)
    .sort((a, b) => a.page_number - b.page_number);
}

/** GET /epapers/{id}/pages/: the edition's pages, whatever shape they come in. */
export async function fetchEpaperPages(id: number, signal?: AbortSignal): Promise<EpaperPage[]> {
  const answer: unknown = await callApi(epapersRoutes.pages, { params: { id }, signal });
  return normalisePages(answer);
}
