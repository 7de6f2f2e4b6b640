import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { json, type SeenRequest } from '../../../../lib/api/fake-http.test-helper.ts';
import { fakeEpapersApi, makeEpaper, renderEpaperScreens } from '../epaper-details.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EDIT = '/epaper-management/edit/5';
const draft = makeEpaper({ is_published: false, published_at: null });
// 06:00 on the service's clock (Asia/Kolkata, UTC+5:30).
const scheduled = makeEpaper({ is_published: false, published_at: null, scheduled_at: '2030-11-27T00:30:00Z' });

/** The edition, saved as the PUT says; `refuse` may answer a PUT first. */
function fakeEditApi(start: EpaperWithPages, refuse: (request: SeenRequest) => Response | undefined = () => undefined) {
  let stored = start;
  const http = fakeEpapersApi({
    'GET /api/epapers/5/': () => json(200, stored),
    'PUT /api/epapers/5/': (request) => {
      const refusal = refuse(request);
      if (refusal) return refusal;
      const body = request.body as { is_published: boolean; scheduled_at?: string | null };
      stored = {
        ...stored,
        is_published: body.is_published,
        scheduled_at:
          body.scheduled_at === undefined ? stored.scheduled_at : body.scheduled_at && scheduled.scheduled_at,
      };
      return json(200, stored);
    },
  });
  return { puts: () => http.requests.filter((request) => request.method === 'PUT').map((request) => request.body) };
}

const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The badge on the preview card. */
const previewBadge = () =>
  within(screen.getByRole('heading', { name: 'Preview Image' }).closest('section') as HTMLElement).getByText(
    /^(Draft|Scheduled|Published|Processing|Failed)$/,
  );

async function save(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('Edit E-Paper: publishing', () => {
  it('schedules a draft: the time as a wall time, Hold if late, and a preview that follows as typed', async () => {
    const user = userEvent.setup();
    const api = fakeEditApi(draft);
    renderEpaperScreens(EDIT);
    await screen.findByLabelText('Title');
    expect(screen.queryByLabelText('Go live at')).toBeNull();
    expect(previewBadge().textContent).toBe('Draft');

    await user.click(checkbox('Schedule publishing'));
    fireEvent.change(screen.getByLabelText('Go live at'), { target: { value: '2030-11-27T06:00' } });
    await user.click(checkbox('Hold if late'));
    expect(previewBadge().textContent).toBe('Scheduled');
    await save(user);

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management/view/5'));
    expect(api.puts()).toEqual([
      {
        title: 'Morning Herald',
        description: 'The city edition',
        publication_date: '2025-03-05',
        is_published: false,
        scheduled_at: '2030-11-27T06:00',
        hold_if_late: true,
      },
    ]);
  });

  it('keeps Published and Schedule publishing apart, the preview following the Published checkbox', async () => {
    const user = userEvent.setup();
    fakeEditApi(draft);
    renderEpaperScreens(EDIT);
    await screen.findByLabelText('Title');
    await user.click(checkbox('Published (visible to users)'));
    expect(previewBadge().textContent).toBe('Published');

    await user.click(checkbox('Schedule publishing'));
    expect(checkbox('Published (visible to users)').checked).toBe(false);
    expect(screen.getByLabelText('Go live at')).toBeTruthy();

    await user.click(checkbox('Published (visible to users)'));
    expect(checkbox('Schedule publishing').checked).toBe(false);
    expect(screen.queryByLabelText('Go live at')).toBeNull();
    expect(previewBadge().textContent).toBe('Published');
  });

  it('needs a time when Schedule publishing is ticked, and sends nothing without one', async () => {
    const user = userEvent.setup();
    const api = fakeEditApi(draft);
    renderEpaperScreens(EDIT);
    await screen.findByLabelText('Title');
    await user.click(checkbox('Schedule publishing'));
    const goLiveAt = screen.getByLabelText('Go live at');
    // The edition's day (2025) is past: no time is offered.
    expect((goLiveAt as HTMLInputElement).value).toBe('');
    await save(user);
    await waitFor(() =>
      expect(document.getElementById(`${goLiveAt.id}-error`)?.textContent).toBe(
        'Scheduled time must be a date and time, e.g. 2026-11-27T06:00',
      ),
    );
    expect(api.puts()).toEqual([]);
  });

  it('starts from the schedule on the service’s clock; unticking it sends null', async () => {
    const user = userEvent.setup();
    const api = fakeEditApi(scheduled);
    renderEpaperScreens(EDIT);
    await screen.findByLabelText('Title');
    expect(checkbox('Schedule publishing').checked).toBe(true);
    expect((screen.getByLabelText('Go live at') as HTMLInputElement).value).toBe('2030-11-27T06:00');
    expect(previewBadge().textContent).toBe('Scheduled');

    await user.click(checkbox('Schedule publishing'));
    expect(previewBadge().textContent).toBe('Draft');
    await save(user);
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    expect(api.puts()[0]).toMatchObject({ is_published: false, scheduled_at: null });
  });

  it('leaves an unchanged schedule out of the body (a held edition’s past time would be refused)', async () => {
    const user = userEvent.setup();
    const api = fakeEditApi(scheduled);
    renderEpaperScreens(EDIT);
    await user.type(await screen.findByLabelText('Title'), ' Extra');
    await save(user);
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    expect(api.puts()[0]).toEqual({
      title: 'Morning Herald Extra',
      description: 'The city edition',
      publication_date: '2025-03-05',
      is_published: false,
      hold_if_late: false,
    });
  });

  it('asks before publishing a second edition of the day, then saves again confirmed', async () => {
    const user = userEvent.setup();
    const message =
      '"Evening Herald" (Published) is already dated 2025-03-05. Confirm to have a second edition that day.';
    const api = fakeEditApi(draft, (request) =>
      (request.body as { confirm_same_day?: boolean }).confirm_same_day
        ? undefined
        : json(409, { message, code: 'same_day_edition', errors: { publication_date: [message] } }),
    );
    renderEpaperScreens(EDIT);
    await screen.findByLabelText('Title');
    await user.click(checkbox('Published (visible to users)'));
    await save(user);

    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(message);
    await user.click(within(question).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management/view/5'));
    expect(api.puts()).toHaveLength(2);
    expect(api.puts()[1]).toMatchObject({ is_published: true, confirm_same_day: true });
    expect(await screen.findByText('E-paper updated.')).toBeTruthy();
  });

  it('stays on the form when the desk says no to a second edition', async () => {
    const user = userEvent.setup();
    const message =
      '"Evening Herald" (Scheduled) is already dated 2025-03-05. Confirm to have a second edition that day.';
    const api = fakeEditApi(draft, () =>
      json(409, { message, code: 'same_day_edition', errors: { publication_date: [message] } }),
    );
    renderEpaperScreens(EDIT);
    await screen.findByLabelText('Title');
    await user.click(checkbox('Schedule publishing'));
    fireEvent.change(screen.getByLabelText('Go live at'), { target: { value: '2030-11-27T06:00' } });
    await save(user);
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByRole('button', { name: 'Schedule anyway' })).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.puts()).toHaveLength(1);
    expect(screen.getByTestId('path').textContent).toBe(EDIT);
  });
});
