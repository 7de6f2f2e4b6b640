import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeTusServer,
  type HeldUpload,
  type TusAnswer,
  type TusRequest,
} from '../../upload/api/upload-epaper-resumable.test-helper.ts';
import { makePage, renderEpaperScreens } from '../../view/epaper-details.test-helper.tsx';
import { choosePageAction, fakeStoredEdition, makeCheckedEpaper } from '../late-pages.test-helper.tsx';

// Node's resolution picks tus-js-client's Node build; the app's bundle takes the browser one.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEW = '/epaper-management/view/5';
const edition = makeCheckedEpaper([], 6);
/** A PDF of 100 bytes, so a share of it sent reads as that percentage. */
const pdf = (name = 'late.pdf') => new File([`%PDF-1.7 ${'x'.repeat(91)}`], name, { type: 'application/pdf' });

/** The edition after pages from–to were replaced: those pages have a second version. */
function replaced(from: number, to: number) {
  return {
    ...edition,
    pages: edition.pages.map((page) =>
      page.page_number >= from && page.page_number <= to
        ? makePage(page.page_number, { version_count: 2, thumbnail_path: `/api/files/new-${page.page_number}.webp` })
        : page,
    ),
  };
}

const fieldError = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent;

/**
 * The edition's API and a resumable-upload server whose finished uploads `finish` answers
 * (the pages it leaves, or a refusal); `hold` keeps the last PATCH unanswered until the test
 * answers it.
 */
function fakeServer(finish: (upload: HeldUpload) => EpaperWithPages | TusAnswer, options: { hold?: boolean } = {}) {
  const api = fakeStoredEdition(edition);
  const held: TusRequest[] = [];
  const tus = installFakeTusServer({
    intercept: (request) => {
      if (options.hold && request.method === 'PATCH') {
        held.push(request);
        return 'hold';
      }
      return undefined;
    },
    finish: (upload) => {
      const answer = finish(upload);
      if ('status' in answer && typeof answer.status === 'number') return answer;
      api.store(answer as EpaperWithPages);
      return { status: 204, headers: { 'Upload-Offset': String(upload.offset), 'Epaper-Id': '5' } };
    },
  });
  return { tus, held };
}

async function openReplace(page: number, finish: (upload: HeldUpload) => EpaperWithPages | TusAnswer) {
  const user = userEvent.setup();
  const server = fakeServer(finish);
  renderEpaperScreens(VIEW);
  await choosePageAction(user, page, 'Replace…');
  const dialog = await screen.findByRole('dialog', { name: 'Replace pages' });
  return { user, ...server, dialog };
}

describe('View E-Paper: Replace pages', () => {
  it('opens on the page chosen, To following From, and sends from, to and the PDF resumably with its progress', async () => {
    const user = userEvent.setup();
    const { tus, held } = fakeServer(() => replaced(3, 5), { hold: true });
    renderEpaperScreens(VIEW);
    await choosePageAction(user, 3, 'Replace…');
    const dialog = await screen.findByRole('dialog', { name: 'Replace pages' });
    const from = within(dialog).getByLabelText('From page') as HTMLInputElement;
    const to = within(dialog).getByLabelText('To page') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['3', '3']);
    fireEvent.change(from, { target: { value: '4' } });
    await waitFor(() => expect(to.value).toBe('4'));
    fireEvent.change(to, { target: { value: '5' } });
    fireEvent.change(from, { target: { value: '3' } });
    await waitFor(() => expect(from.value).toBe('3'));
    expect(to.value).toBe('5');

    const input = within(dialog).getByLabelText('PDF of the new pages') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    await user.upload(input, pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));

    // The change and its pages travel as the upload's metadata, checked before the bytes go.
    await waitFor(() => expect(held).toHaveLength(1));
    const [upload] = [...tus.uploads.values()];
    expect(upload?.metadata).toEqual({
      change: 'replace',
      from_page: '3',
      to_page: '5',
      epaper_id: '5',
      filename: 'late.pdf',
    });
    expect(tus.seen()).toEqual(['POST /api/epapers/uploads/', 'PATCH /api/epapers/uploads/1']);

    held[0]!.progress(50);
    expect(await within(dialog).findByText('Replacing pages 3–5…')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));

    held[0]!.respond();
    expect(await screen.findByText('Pages 3–5 replaced')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 3 actions' })));
  });

  it('says "Page 3 replaced" for one page', async () => {
    const { user, dialog } = await openReplace(3, () => replaced(3, 3));
    await user.upload(within(dialog).getByLabelText('PDF of the new pages'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Page 3 replaced')).toBeTruthy();
  });

  it('shows the server’s refusals under their fields, and a refusal of no field above the form', async () => {
    const mismatch = 'The PDF has 2 pages; replacing page 2 needs a PDF of 1 page.';
    const refusals: TusAnswer[] = [
      {
        status: 400,
        body: {
          message: mismatch,
          code: 'validation_error',
          errors: {
            pdf_file: [mismatch],
            to_page: ['To page must be a page number of this edition, not before From page'],
          },
        },
      },
      {
        status: 409,
        body: { message: 'The pages changed meanwhile. Reload the e-paper and try again.', code: 'conflict' },
      },
    ];
    const { user, dialog, tus } = await openReplace(2, () => refusals.shift()!);
    await user.upload(within(dialog).getByLabelText('PDF of the new pages'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    const pdfInput = within(dialog).getByLabelText('PDF of the new pages');
    await waitFor(() => expect(fieldError(pdfInput)).toBe(mismatch));
    expect(fieldError(within(dialog).getByLabelText('To page'))).toBe(
      'To page must be a page number of this edition, not before From page',
    );
    expect(screen.getByRole('dialog', { name: 'Replace pages' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to replace pages');
    expect(alert.textContent).toContain('The pages changed meanwhile. Reload the e-paper and try again.');
    // A refusal of the change is not sent again: one upload each time.
    expect(tus.seen().filter((request) => request.startsWith('PATCH'))).toHaveLength(2);
  });

  it('checks the pages and the file before sending anything', async () => {
    const { user, tus, dialog } = await openReplace(2, () => edition);
    const from = within(dialog).getByLabelText('From page');
    fireEvent.change(from, { target: { value: '9' } });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(fieldError(from)).toBe('From page must be a page number of this edition'));
    expect(fieldError(within(dialog).getByLabelText('PDF of the new pages'))).toBe('PDF file is required');
    expect(tus.requests).toEqual([]);
  });

  it('replaces a range from the card’s Replace pages…', async () => {
    const user = userEvent.setup();
    fakeServer(() => replaced(1, 2));
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Replace pages…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace pages' });
    expect((within(dialog).getByLabelText('From page') as HTMLInputElement).value).toBe('1');
    fireEvent.change(within(dialog).getByLabelText('To page'), { target: { value: '2' } });
    await user.upload(within(dialog).getByLabelText('PDF of the new pages'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Pages 1–2 replaced')).toBeTruthy();
  });
});
