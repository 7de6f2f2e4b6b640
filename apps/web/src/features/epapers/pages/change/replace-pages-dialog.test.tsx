import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeXhr } from '../../../../lib/api/fake-xhr.test-helper.ts';
import { makePage, renderEpaperScreens } from '../../view/epaper-details.test-helper.tsx';
import { choosePageAction, fakeStoredEdition, makeCheckedEpaper } from '../late-pages.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEW = '/epaper-management/view/5';
const edition = makeCheckedEpaper([], 6);
const pdf = (name = 'late.pdf') => new File(['%PDF-1.7 late pages'], name, { type: 'application/pdf' });

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

async function openReplace(page: number) {
  const user = userEvent.setup();
  fakeStoredEdition(edition);
  const xhr = installFakeXhr();
  renderEpaperScreens(VIEW);
  await choosePageAction(user, page, 'Replace…');
  const dialog = await screen.findByRole('dialog', { name: 'Replace pages' });
  return { user, xhr, dialog };
}

describe('View E-Paper: Replace pages', () => {
  it('opens on the page chosen, To following From, and sends from, to and the PDF with its progress', async () => {
    const { user, xhr, dialog } = await openReplace(3);
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

    const upload = await xhr.sent();
    expect(upload.method).toBe('POST');
    expect(upload.url).toMatch(/\/api\/epapers\/5\/pages\/replace\/$/);
    const body = upload.body as FormData;
    expect([body.get('from_page'), body.get('to_page'), (body.get('pdf_file') as File).name]).toEqual([
      '3',
      '5',
      'late.pdf',
    ]);
    // The fields go before the file, so a wrong page is refused before the PDF is stored.
    expect([...body.keys()]).toEqual(['from_page', 'to_page', 'pdf_file']);

    upload.progress(50, 100);
    expect(await within(dialog).findByText('Replacing pages 3–5…')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    upload.respond(200, replaced(3, 5));
    expect(await screen.findByText('Pages 3–5 replaced')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 3 actions' })));
  });

  it('says "Page 3 replaced" for one page', async () => {
    const { user, xhr, dialog } = await openReplace(3);
    await user.upload(within(dialog).getByLabelText('PDF of the new pages'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    const upload = await xhr.sent();
    expect(await within(dialog).findByText('Replacing page 3…')).toBeTruthy();
    upload.respond(200, replaced(3, 3));
    expect(await screen.findByText('Page 3 replaced')).toBeTruthy();
  });

  it('shows the server’s refusals under their fields, and a refusal of no field above the form', async () => {
    const { user, xhr, dialog } = await openReplace(2);
    await user.upload(within(dialog).getByLabelText('PDF of the new pages'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    const mismatch = 'The PDF has 2 pages; replacing page 2 needs a PDF of 1 page.';
    (await xhr.sent(0)).respond(400, {
      message: mismatch,
      code: 'validation_error',
      errors: {
        pdf_file: [mismatch],
        to_page: ['To page must be a page number of this edition, not before From page'],
      },
    });
    const pdfInput = within(dialog).getByLabelText('PDF of the new pages');
    await waitFor(() => expect(fieldError(pdfInput)).toBe(mismatch));
    expect(fieldError(within(dialog).getByLabelText('To page'))).toBe(
      'To page must be a page number of this edition, not before From page',
    );
    expect(screen.getByRole('dialog', { name: 'Replace pages' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    (await xhr.sent(1)).respond(409, {
      message: 'The pages changed meanwhile. Reload the e-paper and try again.',
      code: 'conflict',
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to replace pages');
    expect(alert.textContent).toContain('The pages changed meanwhile. Reload the e-paper and try again.');
  });

  it('checks the pages and the file before sending anything', async () => {
    const { user, xhr, dialog } = await openReplace(2);
    const from = within(dialog).getByLabelText('From page');
    fireEvent.change(from, { target: { value: '9' } });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(fieldError(from)).toBe('From page must be a page number of this edition'));
    expect(fieldError(within(dialog).getByLabelText('PDF of the new pages'))).toBe('PDF file is required');
    expect(xhr.uploads).toEqual([]);
  });

  it('replaces a range from the card’s Replace pages…', async () => {
    const user = userEvent.setup();
    fakeStoredEdition(edition);
    const xhr = installFakeXhr();
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Replace pages…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace pages' });
    expect((within(dialog).getByLabelText('From page') as HTMLInputElement).value).toBe('1');
    fireEvent.change(within(dialog).getByLabelText('To page'), { target: { value: '2' } });
    await user.upload(within(dialog).getByLabelText('PDF of the new pages'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    (await xhr.sent()).respond(200, replaced(1, 2));
    expect(await screen.findByText('Pages 1–2 replaced')).toBeTruthy();
  });
});
