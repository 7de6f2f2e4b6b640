import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DatedEpaper } from '@epaper/shared/epapers.contract';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { decodeMetadata, installFakeTusServer } from './api/upload-epaper-resumable.test-helper.ts';
import { fakeListApi, listPage, makeListEpaper, renderEpaperList } from '../list/epaper-list.test-helper.tsx';

// The app's bundle takes tus-js-client's browser build (XMLHttpRequest, localStorage);
// Node's resolution here would take its Node build.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // tus remembers unfinished uploads here.
  localStorage.clear();
});

/** A server that creates uploads and holds their bytes: what was asked for is all a test looks at. */
const holdingServer = () =>
  installFakeTusServer({ intercept: (request) => (request.method === 'PATCH' ? 'hold' : undefined) });

/** The fields the upload was created with. */
const fieldsSent = (tus: ReturnType<typeof installFakeTusServer>) =>
  decodeMetadata(tus.requests.find((request) => request.method === 'POST')?.headers['Upload-Metadata']);

const creations = (tus: ReturnType<typeof installFakeTusServer>) =>
  tus.requests.filter((request) => request.method === 'POST');

const dated = (overrides: Partial<DatedEpaper>): DatedEpaper => ({
  id: 9,
  title: 'Morning Herald',
  status: 'published',
  scheduled_at: null,
  ...overrides,
});

/** The upload form, the day's editions answered with `sameDay`. */
async function openForm(sameDay: DatedEpaper[] = []) {
  const user = userEvent.setup({ applyAccept: false });
  const http = fakeListApi({
    'GET /api/epapers/': () => json(200, listPage([makeListEpaper()])),
    'GET /api/epapers/dated/': () => json(200, { date: '2025-03-05', results: sameDay }),
  });
  renderEpaperList('/epaper-management/add');
  await screen.findByRole('heading', { name: 'Add New E-Paper', level: 1 });
  return { user, http };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, file = new File(['%PDF-1.7 x'], 'herald.pdf')) {
  await user.type(screen.getByLabelText('Title'), 'Evening Herald');
  await user.type(screen.getByLabelText('Description'), 'The late edition');
  fireEvent.change(screen.getByLabelText('Publication Date'), { target: { value: '2025-03-05' } });
  await user.upload(screen.getByLabelText('PDF file'), file);
}

/** The message shown under the control labelled `label`. */
const errorUnder = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent ?? null;

describe('Add New E-Paper: publishing', () => {
  it('starts on tomorrow in the service’s time zone', async () => {
    // Noon UTC on 27 Nov is already the 28th at UTC+14, whatever zone runs this.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00Z') });
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', uploadMaxMb: 250, timeZone: 'Pacific/Kiritimati' });
    installFakeTusServer();
    await openForm();
    expect((screen.getByLabelText('Publication Date') as HTMLInputElement).value).toBe('2026-11-29');
  });

  it('asks before a second edition of a day, naming the other; no uploads nothing, yes uploads once confirmed', async () => {
    const tus = holdingServer();
    const { user, http } = await openForm([dated({}), dated({ id: 10, title: 'Draft copy', status: 'draft' })]);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    let question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      '“Morning Herald” (Published) is already dated 5 Mar 2025. Upload a second edition for that day?',
    );
    expect(http.requests.find((request) => request.path.startsWith('/api/epapers/dated/'))?.path).toBe(
      '/api/epapers/dated/?date=2025-03-05',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(tus.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));
    question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Upload anyway' }));
    await waitFor(() => expect(creations(tus)).toHaveLength(1));
    expect(fieldsSent(tus).confirm_same_day).toBe('true');
  });

  it('asks nothing when the day has only drafts or failed editions', async () => {
    const tus = holdingServer();
    const { user } = await openForm([dated({ status: 'draft' }), dated({ id: 10, status: 'failed' })]);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));
    await waitFor(() => expect(creations(tus)).toHaveLength(1));
    expect(fieldsSent(tus)).not.toHaveProperty('confirm_same_day');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends a schedule with the fields, before the file', async () => {
    const tus = holdingServer();
    const { user } = await openForm();
    await fillValid(user);
    expect(screen.queryByLabelText('Go live at')).toBeNull();
    await user.click(screen.getByLabelText('Schedule publishing'));
    fireEvent.change(screen.getByLabelText('Go live at'), { target: { value: '2030-11-27T06:00' } });
    await user.click(screen.getByLabelText('Hold if late'));
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));

    await waitFor(() => expect(creations(tus)).toHaveLength(1));
    const fields = fieldsSent(tus);
    expect(Object.keys(fields)).toEqual([
      'title',
      'description',
      'publication_date',
      'filename',
      'scheduled_at',
      'hold_if_late',
    ]);
    expect(fields.scheduled_at).toBe('2030-11-27T06:00');
    expect(fields.hold_if_late).toBe('true');
  });

  it('shows a same-day refusal under Publication Date and never uploads the file again by itself', async () => {
    const tus = installFakeTusServer({ intercept: (request) => (request.method === 'POST' ? 'hold' : undefined) });
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload E-Paper' }));
    await waitFor(() => expect(tus.requests).toHaveLength(1));
    const message =
      '"Morning Herald" (Scheduled) is already dated 2025-03-05. Confirm to have a second edition that day.';
    act(() =>
      tus.requests[0]!.respond({
        status: 409,
        body: { message, code: 'same_day_edition', errors: { publication_date: [message] } },
      }),
    );
    await waitFor(() => expect(errorUnder('Publication Date')).toBe(message));
    expect(tus.requests).toHaveLength(1);
  });

  it('says so when a file named .pdf is not a PDF', async () => {
    installFakeTusServer();
    const { user } = await openForm();
    await user.upload(
      screen.getByLabelText('PDF file'),
      new File(['PK\u0003\u0004 a zip'], 'herald.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(errorUnder('PDF file')).toBe('This file is not a PDF, although its name ends in .pdf'));
  });
});
