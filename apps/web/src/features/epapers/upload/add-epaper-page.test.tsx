import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { decodeMetadata, installFakeTusServer } from './api/upload-epaper-resumable.test-helper.ts';
import { fakeListApi, listPage, makeListEpaper, renderEpaperList } from '../list/epaper-list.test-helper.tsx';

// The app's bundle takes tus-js-client's browser build (XMLHttpRequest, localStorage);
// Node's resolution here would take its Node build.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // tus remembers unfinished uploads here.
  localStorage.clear();
});

const MB = 1024 * 1024;

function pdf(name = 'morning-herald.pdf', size?: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.7 test'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A PDF whose bytes are all there, as an upload reads them. */
const wholePdf = (name: string, size: number) =>
  new File(['%PDF-1.7 test', new Uint8Array(size - 13)], name, { type: 'application/pdf' });

/** The message shown under the control labelled `label`, read through its aria-describedby. */
function errorUnder(label: string): string | null {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

async function openForm() {
  // Files are checked by the form, not filtered out by the input's `accept`.
  const user = userEvent.setup({ applyAccept: false });
  const http = fakeListApi({
    'GET /api/epapers/': () => json(200, listPage([makeListEpaper()])),
    // The day's editions, asked before each upload: none here.
    'GET /api/epapers/dated/': () => json(200, { date: '2025-03-05', results: [] }),
    // The edition an upload made, read back once it has arrived.
    'GET /api/epapers/7/': () => json(200, { ...makeListEpaper({ id: 7, processing_status: 'pending' }), pages: [] }),
  });
  renderEpaperList('/epaper-management/add');
  await screen.findByRole('heading', { name: 'Add New E-Paper', level: 1 });
  return { user, http };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, file = wholePdf('herald.pdf', 10 * MB)) {
  await user.type(screen.getByLabelText('Title'), 'Morning Herald');
  await user.type(screen.getByLabelText('Description'), 'The city edition');
  fireEvent.change(screen.getByLabelText('Publication Date'), { target: { value: '2025-03-05' } });
  await user.upload(screen.getByLabelText('PDF file'), file);
}

describe('Add New E-Paper', () => {
  it('names every missing field under it and sends nothing', async () => {
    const tus = installFakeTusServer();
    const { user } = await openForm();
    expect(screen.getByText('Drag and drop a PDF here, or click to choose')).toBeTruthy();
    expect(screen.getByText('PDF only, up to 250 MB')).toBeTruthy();
    expect(document.body.textContent).not.toContain('50 MB.');

    // It starts on tomorrow's date: emptied, it is missing too.
    fireEvent.change(screen.getByLabelText('Publication Date'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(errorUnder('Title')).toBe('Title is required');
    expect(errorUnder('Description')).toBe('Description is required');
    expect(errorUnder('Publication Date')).toBe('Publication date is required');
    expect(errorUnder('PDF file')).toBe('PDF file is required');
    expect(tus.requests).toHaveLength(0);
  });

  it('refuses a file that is not a PDF, by type or by name', async () => {
    installFakeTusServer();
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('PDF file'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only PDF files are allowed.')).toBeTruthy();

    await user.upload(screen.getByLabelText('PDF file'), pdf('herald.docx'));
    expect(errorUnder('PDF file')).toBe('Only PDF files are allowed.');

    await user.upload(screen.getByLabelText('PDF file'), pdf('herald.pdf'));
    await waitFor(() => expect(errorUnder('PDF file')).toBeNull());
  });

  it('refuses a PDF over 250 MB, saying its size', async () => {
    installFakeTusServer();
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('PDF file'), pdf('huge.pdf', 300 * MB + 5243));
    expect(await screen.findByText('File size exceeds 250MB. Selected file is 300.01MB.')).toBeTruthy();
  });

  it("takes the size limit from the server's runtime settings", async () => {
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', currency: 'INR', uploadMaxMb: 50 });
    installFakeTusServer();
    const { user } = await openForm();
    expect(screen.getByText('PDF only, up to 50 MB')).toBeTruthy();
    await user.upload(screen.getByLabelText('PDF file'), pdf('big.pdf', 60 * MB));
    expect(await screen.findByText('File size exceeds 50MB. Selected file is 60.00MB.')).toBeTruthy();
  });

  it('refuses, as the server would, a day outside 2000–2100 and a title with a hidden control', async () => {
    const tus = installFakeTusServer();
    const { user } = await openForm();
    await fillValid(user);
    const date = screen.getByLabelText('Publication Date') as HTMLInputElement;
    // The picker offers only the days the API takes; a typed day outside them is named.
    expect([date.min, date.max]).toEqual(['2000-01-01', '2100-12-31']);
    fireEvent.change(date, { target: { value: '1999-12-31' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Morning\u0085Herald' } });
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    await waitFor(() =>
      expect(errorUnder('Publication Date')).toBe('Publication date must be between 2000-01-01 and 2100-12-31'),
    );
    expect(errorUnder('Title')).toBe('Title contains characters that are not allowed');
    expect(tus.requests).toHaveLength(0);
  });

  it('takes a PDF dropped on the zone, highlighting it while dragged over', async () => {
    installFakeTusServer();
    await openForm();
    const zone = screen.getByText('Drag and drop a PDF here, or click to choose').parentElement!;
    const file = pdf('dropped.pdf', 2 * MB);
    fireEvent.dragOver(zone, { dataTransfer: { files: [file], dropEffect: 'none' } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(zone.getAttribute('data-dragging')).toBeNull();
    expect(screen.getByText('dropped.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove dropped.pdf' })).toBeTruthy();
  });

  it('creates the upload with the fields, before the file, and shows the progress', async () => {
    // The first chunk is held mid-way, so its progress can be watched.
    const tus = installFakeTusServer({ intercept: (request) => (request.method === 'PATCH' ? 'hold' : undefined) });
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    await waitFor(() => expect(tus.seen()).toEqual(['POST /api/epapers/uploads/', 'PATCH /api/epapers/uploads/1']));
    const metadata = decodeMetadata(tus.requests[0]?.headers['Upload-Metadata']);
    expect(Object.keys(metadata)).toEqual(['title', 'description', 'publication_date', 'filename']);
    expect(metadata.publication_date).toBe('2025-03-05');
    expect(metadata.filename).toBe('herald.pdf');

    const button = await screen.findByRole('button', { name: 'Uploading...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    const chunk = tus.requests[1]!;
    act(() => chunk.progress(5 * MB));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('50% — 5.0 MB of 10.0 MB')).toBeTruthy();

    act(() => chunk.progress(7.5 * MB));
    expect(await screen.findByText('75% — 7.5 MB of 10.0 MB')).toBeTruthy();
  });

  it('goes to the list with a toast once uploaded', async () => {
    const tus = installFakeTusServer();
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management'));
    expect(await screen.findByText('E-paper uploaded. Its pages are being processed.')).toBeTruthy();
    expect(tus.seen().filter((request) => request.startsWith('POST'))).toHaveLength(1);
  });

  it("puts the server's field errors under their fields", async () => {
    const tus = installFakeTusServer({ intercept: (request) => (request.method === 'POST' ? 'hold' : undefined) });
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));
    await waitFor(() => expect(tus.requests).toHaveLength(1));
    // Answered while the fields are disabled, as a real upload is.
    expect((screen.getByLabelText('Title') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    act(() =>
      tus.requests[0]!.respond({
        status: 400,
        body: {
          message: 'Only PDF files are allowed.',
          code: 'validation_error',
          errors: {
            pdf_file: ['Only PDF files are allowed.', 'second message'],
            publication_date: ['Publication date must be a valid date'],
          },
        },
      }),
    );

    await waitFor(() => expect(errorUnder('PDF file')).toBe('Only PDF files are allowed.'));
    expect(errorUnder('Publication Date')).toBe('Publication date must be a valid date');
    // The first refused field takes the focus once the fields are enabled again.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Publication Date')));
    expect(screen.queryByText('Failed to upload e-paper. Please try again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload E-Paper' })).toBeTruthy();
  });

  it('shows the failure text for any other error', async () => {
    // A refusal tus does not send again (a 5xx it would, for about 40 s).
    installFakeTusServer({
      intercept: () => ({ status: 403, body: { message: 'Permission denied.', code: 'permission_denied' } }),
    });
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to upload e-paper. Please try again.');
    expect(screen.getByTestId('path').textContent).toBe('/epaper-management/add');
  });

  it('Cancel stops an upload under way, the server removes it, and the screen goes back to the list', async () => {
    const tus = installFakeTusServer({ intercept: (request) => (request.method === 'PATCH' ? 'hold' : undefined) });
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));
    await waitFor(() => expect(tus.seen().at(-1)).toBe('PATCH /api/epapers/uploads/1'));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(tus.uploads.size).toBe(0));
    expect(tus.seen().at(-1)).toBe('DELETE /api/epapers/uploads/1');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management'));
    expect(screen.queryByText('Failed to upload e-paper. Please try again.')).toBeNull();
  });
});
