import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { saveTokens } from '../../../lib/api/token-storage.ts';
import { CHUNK_BYTES } from './api/upload-epaper-resumable.ts';
import { installFakeTusServer } from './api/upload-epaper-resumable.test-helper.ts';
import { fakeListApi, listPage, makeListEpaper, renderEpaperList } from '../list/epaper-list.test-helper.tsx';

// The app's bundle takes tus-js-client's browser build (XMLHttpRequest, localStorage);
// Node's resolution here would take its Node build.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js'));

beforeEach(() => {
  localStorage.clear();
  saveTokens({ access: 'a1', refresh: 'r1' }, { persist: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A PDF of a chunk and a half: 12 MB, sent in two PATCHes. */
const herald = new File(['%PDF-1.7\n', new Uint8Array(CHUNK_BYTES + CHUNK_BYTES / 2 - 9)], 'herald.pdf', {
  type: 'application/pdf',
  lastModified: 1_700_000_000_000,
});

/** The second chunk never gets through while the line is `flaky`. */
function flakyServer(line: { flaky: boolean }) {
  return installFakeTusServer({
    intercept: (request) =>
      line.flaky && request.method === 'PATCH' && request.headers['Upload-Offset'] !== '0' ? 'drop' : undefined,
  });
}

async function openForm() {
  const user = userEvent.setup({ applyAccept: false });
  const http = fakeListApi({
    'GET /api/epapers/': () => json(200, listPage([makeListEpaper()])),
    'GET /api/epapers/dated/': () => json(200, { date: '2025-03-05', results: [] }),
    'GET /api/epapers/7/': () => json(200, { ...makeListEpaper({ id: 7, processing_status: 'pending' }), pages: [] }),
  });
  renderEpaperList('/epaper-management/add');
  await screen.findByRole('heading', { name: 'Add New E-Paper', level: 1 });
  return { user, http };
}

async function fillAndUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Morning Herald');
  await user.type(screen.getByLabelText('Description'), 'The city edition');
  fireEvent.change(screen.getByLabelText('Publication Date'), { target: { value: '2025-03-05' } });
  await user.upload(screen.getByLabelText('PDF file'), herald);
  await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));
}

describe('Add New E-Paper: an upload that resumes', () => {
  it('coming back to the same file goes on from where it stopped, and says how far it had come', async () => {
    const line = { flaky: true };
    const tus = flakyServer(line);
    const first = await openForm();
    await fillAndUpload(first.user);
    await waitFor(() => expect(tus.uploads.get('/api/epapers/uploads/1')?.offset).toBe(CHUNK_BYTES));
    // The admin leaves the screen: the upload stops but stays on the server.
    cleanup();
    expect(tus.seen()).not.toContain('DELETE /api/epapers/uploads/1');

    line.flaky = false;
    const from = tus.requests.length;
    const again = await openForm();
    await fillAndUpload(again.user);
    expect(await screen.findByText('Resuming from 66% (8.0 MB of 12.0 MB already sent).')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management'));
    expect(await screen.findByText('E-paper uploaded. Its pages are being processed.')).toBeTruthy();
    expect(tus.seen().slice(from)).toEqual(['HEAD /api/epapers/uploads/1', 'PATCH /api/epapers/uploads/1']);
  });

  it('shows the bar at the resumed bytes', async () => {
    const line = { flaky: true };
    const tus = flakyServer(line);
    const first = await openForm();
    await fillAndUpload(first.user);
    await waitFor(() => expect(tus.uploads.get('/api/epapers/uploads/1')?.offset).toBe(CHUNK_BYTES));
    cleanup();

    // Still flaky: the bar starts, and stays, where the server's bytes end.
    const again = await openForm();
    await fillAndUpload(again.user);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('66'));
    expect(screen.getByText('66% — 8.0 MB of 12.0 MB')).toBeTruthy();
  });

  it('Cancel gives the upload up: the server removes its bytes', async () => {
    const tus = flakyServer({ flaky: true });
    const { user } = await openForm();
    await fillAndUpload(user);
    await waitFor(() => expect(tus.uploads.get('/api/epapers/uploads/1')?.offset).toBe(CHUNK_BYTES));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management'));
    await waitFor(() => expect(tus.uploads.size).toBe(0));
    expect(tus.seen().at(-1)).toBe('DELETE /api/epapers/uploads/1');
    expect(screen.queryByText('Failed to upload e-paper. Please try again.')).toBeNull();
  });

  it('puts a refusal of the fields under its field, before a byte is sent', async () => {
    const message = 'Publication date must be a valid date';
    const tus = installFakeTusServer({
      intercept: (request) =>
        request.method === 'POST'
          ? { status: 400, body: { message, code: 'validation_error', errors: { publication_date: [message] } } }
          : undefined,
    });
    const { user } = await openForm();
    await fillAndUpload(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Publication Date').getAttribute('aria-describedby')).toContain('error'),
    );
    expect(screen.getByText(message)).toBeTruthy();
    expect(tus.seen()).toEqual(['POST /api/epapers/uploads/']);
  });
});
