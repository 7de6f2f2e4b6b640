import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../lib/api/fake-http.test-helper.ts';
import { installFakeXhr } from '../../lib/api/fake-xhr.test-helper.ts';
import { fakeListApi, listPage, makeListEpaper, renderEpaperList } from './epaper-list.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MB = 1024 * 1024;

function pdf(name = 'morning-herald.pdf', size?: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.7 test'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

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
  const http = fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([makeListEpaper()])) });
  renderEpaperList('/epaper-management/add');
  await screen.findByRole('heading', { name: 'Add New E-Paper', level: 1 });
  return { user, http };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, file = pdf('herald.pdf', 10 * MB)) {
  await user.type(screen.getByLabelText('Title'), 'Morning Herald');
  await user.type(screen.getByLabelText('Description'), 'The city edition');
  fireEvent.change(screen.getByLabelText('Publication Date'), { target: { value: '2025-03-05' } });
  await user.upload(screen.getByLabelText('PDF file'), file);
}

describe('Add New E-Paper', () => {
  it('names every missing field under it and sends nothing', async () => {
    const xhr = installFakeXhr();
    const { user } = await openForm();
    expect(screen.getByText('Drag and drop a PDF here, or click to choose')).toBeTruthy();
    expect(screen.getByText('PDF only, up to 250 MB')).toBeTruthy();
    expect(document.body.textContent).not.toContain('50 MB.');

    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(errorUnder('Title')).toBe('Title is required');
    expect(errorUnder('Description')).toBe('Description is required');
    expect(errorUnder('Publication Date')).toBe('Publication date is required');
    expect(errorUnder('PDF file')).toBe('PDF file is required');
    expect(xhr.uploads).toHaveLength(0);
  });

  it('refuses a file that is not a PDF, by type or by name', async () => {
    installFakeXhr();
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('PDF file'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only PDF files are allowed.')).toBeTruthy();

    await user.upload(screen.getByLabelText('PDF file'), pdf('herald.docx'));
    expect(errorUnder('PDF file')).toBe('Only PDF files are allowed.');

    await user.upload(screen.getByLabelText('PDF file'), pdf('herald.pdf'));
    await waitFor(() => expect(errorUnder('PDF file')).toBeNull());
  });

  it('refuses a PDF over 250 MB, saying its size', async () => {
    installFakeXhr();
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('PDF file'), pdf('huge.pdf', 300 * MB + 5243));
    expect(await screen.findByText('File size exceeds 250MB. Selected file is 300.01MB.')).toBeTruthy();
  });

  it("takes the size limit from the server's runtime settings", async () => {
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', currency: 'INR', uploadMaxMb: 50 });
    installFakeXhr();
    const { user } = await openForm();
    expect(screen.getByText('PDF only, up to 50 MB')).toBeTruthy();
    await user.upload(screen.getByLabelText('PDF file'), pdf('big.pdf', 60 * MB));
    expect(await screen.findByText('File size exceeds 50MB. Selected file is 60.00MB.')).toBeTruthy();
  });

  it('refuses, as the server would, a day outside 2000–2100 and a title with a hidden control', async () => {
    const xhr = installFakeXhr();
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
    expect(xhr.uploads).toHaveLength(0);
  });

  it('takes a PDF dropped on the zone, highlighting it while dragged over', async () => {
    installFakeXhr();
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

  it('uploads the fields before the file and shows the progress', async () => {
    const xhr = installFakeXhr();
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    const upload = await xhr.sent();
    expect(upload.url).toBe('/api/epapers/upload-paper/');
    const body = upload.body as FormData;
    expect([...body.keys()]).toEqual(['title', 'description', 'publication_date', 'pdf_file']);
    expect(body.get('publication_date')).toBe('2025-03-05');
    expect((body.get('pdf_file') as File).name).toBe('herald.pdf');

    const button = await screen.findByRole('button', { name: 'Uploading...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    upload.progress(5 * MB, 10 * MB);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('50% — 5.0 MB of 10.0 MB')).toBeTruthy();

    upload.progress(7.5 * MB, 10 * MB);
    expect(await screen.findByText('75% — 7.5 MB of 10.0 MB')).toBeTruthy();
  });

  it('goes to the list with a toast once uploaded', async () => {
    const xhr = installFakeXhr((upload) => upload.respond(201, makeListEpaper({ processing_status: 'pending' })));
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management'));
    expect(await screen.findByText('E-paper uploaded. Its pages are being processed.')).toBeTruthy();
    expect(xhr.uploads).toHaveLength(1);
  });

  it("puts the server's field errors under their fields", async () => {
    const xhr = installFakeXhr();
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));
    const upload = await xhr.sent();
    // Answered while the fields are disabled, as a real upload is.
    expect((screen.getByLabelText('Title') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    act(() =>
      upload.respond(400, {
        message: 'Only PDF files are allowed.',
        code: 'validation_error',
        errors: {
          pdf_file: ['Only PDF files are allowed.', 'second message'],
          publication_date: ['Publication date must be a valid date'],
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
    installFakeXhr((upload) => upload.respond(500, { message: 'Internal server error', code: 'internal' }));
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to upload e-paper. Please try again.');
    expect(screen.getByTestId('path').textContent).toBe('/epaper-management/add');
  });

  it('Cancel stops an upload under way and goes back to the list', async () => {
    const xhr = installFakeXhr();
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));
    const upload = await xhr.sent();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(upload.isAborted).toBe(true);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management'));
    expect(screen.queryByText('Failed to upload e-paper. Please try again.')).toBeNull();
  });
});
