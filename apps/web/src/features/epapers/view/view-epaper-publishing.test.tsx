import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { fakeEpapersApi, makeEpaper, renderEpaperScreens } from './epaper-details.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEW = '/epaper-management/view/5';
// The service's zone is Asia/Kolkata (UTC+5:30) when the page has no settings script.
const draft = makeEpaper({ is_published: false, published_at: null });
const scheduled = makeEpaper({
  is_published: false,
  published_at: null,
  scheduled_at: '2030-11-27T00:30:00Z',
  hold_if_late: true,
});
const SAME_DAY_MESSAGE =
  '"Evening Herald" (Published) is already dated 2025-03-05. Confirm to have a second edition that day.';
const sameDayRefusal = () =>
  json(409, { message: SAME_DAY_MESSAGE, code: 'same_day_edition', errors: { publication_date: [SAME_DAY_MESSAGE] } });

/** The value shown beside a label of the summary card, or undefined when the card has no such fact. */
function fact(label: string): string | null | undefined {
  return screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;
}

/** An API whose edition changes as the requests say; `answers` can refuse a request first. */
function fakeStoredEpaper(start: EpaperWithPages, answers: Record<string, () => Response | undefined> = {}) {
  let stored = start;
  const take = (next: Partial<EpaperWithPages>) => {
    stored = { ...stored, ...next };
    return json(200, stored);
  };
  const http = fakeEpapersApi({
    'GET /api/epapers/5/': () => json(200, stored),
    'POST /api/epapers/5/schedule/': (request) =>
      answers.schedule?.() ??
      take({ ...scheduled, hold_if_late: (request.body as { hold_if_late: boolean }).hold_if_late }),
    'DELETE /api/epapers/5/schedule/': () => take({ scheduled_at: null, hold_if_late: false }),
    'POST /api/epapers/5/publish/': () =>
      answers.publish?.() ?? take({ is_published: true, scheduled_at: null, published_at: '2025-03-06T18:40:00Z' }),
  });
  return http;
}

const bodiesOf = (http: ReturnType<typeof fakeEpapersApi>, method: string, path: string) =>
  http.requests.filter((request) => request.method === method && request.path === path).map((request) => request.body);

describe('View E-Paper: publishing', () => {
  it('schedules from its dialog, sending the wall time, then shows the schedule and gives the focus back', async () => {
    const user = userEvent.setup();
    const http = fakeStoredEpaper(draft);
    renderEpaperScreens(VIEW);
    expect(await screen.findByRole('button', { name: 'Publish now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unschedule' })).toBeNull();
    expect(fact('Scheduled for')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule publishing' });
    const goLiveAt = within(dialog).getByLabelText('Go live at') as HTMLInputElement;
    expect(goLiveAt.type).toBe('datetime-local');
    expect(within(dialog).getByText('Date and time in Asia/Kolkata, the service’s time zone.')).toBeTruthy();
    fireEvent.change(goLiveAt, { target: { value: '2030-11-27T06:00' } });
    await user.click(within(dialog).getByLabelText('Hold if late'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('E-paper scheduled for 27 Nov 2030, 6:00 am IST.')).toBeTruthy();
    expect(bodiesOf(http, 'POST', '/api/epapers/5/schedule/')).toEqual([
      { scheduled_at: '2030-11-27T06:00', hold_if_late: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fact('Scheduled for')).toBe('27 Nov 2030, 6:00 am IST');
    expect(fact('Hold if late')).toBe('Yes');
    expect(screen.getByText('Scheduled')).toBeTruthy();
    const reschedule = screen.getByRole('button', { name: 'Reschedule…' });
    await waitFor(() => expect(document.activeElement).toBe(reschedule));
  });

  it('starts Reschedule from the current time on the service’s clock', async () => {
    const user = userEvent.setup();
    fakeStoredEpaper(scheduled);
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Reschedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule publishing' });
    expect((within(dialog).getByLabelText('Go live at') as HTMLInputElement).value).toBe('2030-11-27T06:00');
    expect((within(dialog).getByLabelText('Hold if late') as HTMLInputElement).checked).toBe(true);
  });

  it('puts the server’s refusal of the time under Go live at', async () => {
    const user = userEvent.setup();
    const message = 'Scheduled time must be in the future. To publish now, use Publish now.';
    fakeStoredEpaper(draft, {
      schedule: () => json(400, { message, code: 'validation_error', errors: { scheduled_at: [message] } }),
    });
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog');
    const goLiveAt = within(dialog).getByLabelText('Go live at');
    fireEvent.change(goLiveAt, { target: { value: '2030-01-01T06:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.getElementById(`${goLiveAt.id}-error`)?.textContent).toBe(message));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks before scheduling a second edition of the day, then sends it again confirmed', async () => {
    const user = userEvent.setup();
    let refusals = 1;
    const http = fakeStoredEpaper(draft, { schedule: () => (refusals-- > 0 ? sameDayRefusal() : undefined) });
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Go live at'), { target: { value: '2030-11-27T06:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(SAME_DAY_MESSAGE);
    await user.click(within(question).getByRole('button', { name: 'Schedule anyway' }));
    expect(await screen.findByText('E-paper scheduled for 27 Nov 2030, 6:00 am IST.')).toBeTruthy();
    expect(bodiesOf(http, 'POST', '/api/epapers/5/schedule/')).toEqual([
      { scheduled_at: '2030-11-27T06:00', hold_if_late: false },
      { scheduled_at: '2030-11-27T06:00', hold_if_late: false, confirm_same_day: true },
    ]);
  });

  it('publishes now, asking first when the day has another edition; no means nothing is sent again', async () => {
    const user = userEvent.setup();
    let refusals = 2;
    const http = fakeStoredEpaper(draft, { publish: () => (refusals-- > 0 ? sameDayRefusal() : undefined) });
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    let question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(SAME_DAY_MESSAGE);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesOf(http, 'POST', '/api/epapers/5/publish/')).toEqual([{}]);
    expect(screen.getByText('Draft')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('E-paper published.')).toBeTruthy();
    expect(bodiesOf(http, 'POST', '/api/epapers/5/publish/')).toEqual([{}, {}, { confirm_same_day: true }]);
    expect(fact('Published at')).toBe('7 Mar 2025, 12:10 am IST');
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Schedule/ })).toBeNull();
  });

  it('toasts a refused Publish now', async () => {
    const user = userEvent.setup();
    const message = 'Only an e-paper whose processing has completed can be published.';
    fakeStoredEpaper(draft, { publish: () => json(409, { message, code: 'conflict' }) });
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(`Failed to publish e-paper: ${message}`)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('unschedules back to a draft, the focus on Schedule…', async () => {
    const user = userEvent.setup();
    const http = fakeStoredEpaper({ ...scheduled, hold_if_late: false });
    renderEpaperScreens(VIEW);
    expect(await screen.findByText('27 Nov 2030, 6:00 am IST')).toBeTruthy();
    expect(fact('Hold if late')).toBe('No');

    await user.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(await screen.findByText('Schedule removed.')).toBeTruthy();
    expect(http.requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(fact('Scheduled for')).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Unschedule' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schedule…' }));
  });

  it('warns that a held edition waits for the desk once processing finished late', async () => {
    fakeStoredEpaper(makeEpaper({ ...scheduled, scheduled_at: '2025-03-05T00:30:00Z', is_held: true }));
    renderEpaperScreens(VIEW);
    const notice = (await screen.findByText('Held: its scheduled time (5 Mar 2025, 6:00 am IST) has passed')).closest(
      '[role="status"]',
    );
    expect(notice?.textContent).toContain('Publish now or reschedule it.');
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeTruthy();
  });

  it('says a held edition goes live once processing completes, when it does not hold', async () => {
    fakeStoredEpaper(
      makeEpaper({
        ...scheduled,
        scheduled_at: '2025-03-05T00:30:00Z',
        hold_if_late: false,
        is_held: true,
        processing_status: 'pending',
        pages: [],
      }),
    );
    renderEpaperScreens(VIEW);
    const notice = (await screen.findByText(/^Held: its scheduled time/)).closest('[role="status"]');
    expect(notice?.textContent).toContain('it goes live as soon as processing completes');
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
  });

  it('notes that a scheduled edition still processing goes live only once processing completes', async () => {
    fakeStoredEpaper(makeEpaper({ ...scheduled, processing_status: 'pending', pages_done: 1, pages: [] }));
    renderEpaperScreens(VIEW);
    expect(
      await screen.findByText(/It goes live at 27 Nov 2030, 6:00 am IST only once processing has completed\./),
    ).toBeTruthy();
    expect(screen.queryByText(/^Held/)).toBeNull();
  });
});
