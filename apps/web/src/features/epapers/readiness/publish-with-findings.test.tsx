import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { renderEpaperScreens } from '../view/epaper-details.test-helper.tsx';
import { fakeStoredEdition, makeCheckedEpaper, makeFinding, requestsOf } from '../pages/late-pages.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEW = '/epaper-management/view/5';
const EDIT = '/epaper-management/edit/5';
const blank = makeFinding({ id: 1, kind: 'blank', pages: [3], message: 'Page 3 is blank or nearly blank.' });
const resolution = makeFinding({
  id: 2,
  kind: 'resolution',
  pages: [2],
  message: 'Page 2 has images below 150 ppi (the lowest 96 ppi).',
});
const accepted = makeFinding({
  id: 3,
  kind: 'no_text',
  pages: [4],
  message: 'Page 4 has no text layer.',
  accepted: true,
});
const withFindings = makeCheckedEpaper([blank, resolution, accepted]);

const SAME_DAY_MESSAGE =
  '"Evening Herald" (Published) is already dated 2025-03-05. Confirm to have a second edition that day.';

/** The API over the edition: publishing, scheduling and saving take it live or scheduled. */
function fakePublishingApi(start = withFindings, publish?: () => Response | undefined) {
  return fakeStoredEdition(start, {
    'POST /api/epapers/5/publish/': (_request, stored) =>
      publish?.() ?? { ...stored, is_published: true, published_at: '2025-03-06T18:40:00Z' },
    'POST /api/epapers/5/schedule/': (_request, stored) => ({ ...stored, scheduled_at: '2030-11-27T00:30:00Z' }),
    'PUT /api/epapers/5/': (request, stored) => ({
      ...stored,
      is_published: (request.body as { is_published: boolean }).is_published,
    }),
  });
}

/** The question about open findings: its title, the lead and each open finding's sentence. */
async function findingsQuestion() {
  const question = await screen.findByRole('alertdialog', { name: 'Publish with open findings?' });
  expect(question.textContent).toContain('The checks before publishing found 2 things not yet accepted:');
  const listed = within(question)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('•', ''));
  expect(listed).toEqual([blank.message, resolution.message]);
  return question;
}

describe('Publishing an edition with open findings', () => {
  it('asks before Publish now; Cancel sends nothing and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    const http = fakePublishingApi();
    renderEpaperScreens(VIEW);
    const publish = await screen.findByRole('button', { name: 'Publish now' });
    await user.click(publish);

    const question = await findingsQuestion();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsOf(http.requests, 'POST /api/epapers/5/publish/')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(publish));
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('publishes once the desk says Publish anyway', async () => {
    const user = userEvent.setup();
    const http = fakePublishingApi();
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await user.click(within(await findingsQuestion()).getByRole('button', { name: 'Publish anyway' }));

    expect(await screen.findByText('E-paper published.')).toBeTruthy();
    expect(requestsOf(http.requests, 'POST /api/epapers/5/publish/').map((request) => request.body)).toEqual([{}]);
  });

  it('asks about the findings before the same-day question, which stays as it was', async () => {
    const user = userEvent.setup();
    let refusals = 1;
    const http = fakePublishingApi(withFindings, () =>
      refusals-- > 0
        ? json(409, {
            message: SAME_DAY_MESSAGE,
            code: 'same_day_edition',
            errors: { publication_date: [SAME_DAY_MESSAGE] },
          })
        : undefined,
    );
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await user.click(within(await findingsQuestion()).getByRole('button', { name: 'Publish anyway' }));

    const sameDay = await screen.findByRole('alertdialog', { name: 'Another edition for this day?' });
    expect(sameDay.textContent).toContain(SAME_DAY_MESSAGE);
    await user.click(within(sameDay).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('E-paper published.')).toBeTruthy();
    expect(requestsOf(http.requests, 'POST /api/epapers/5/publish/').map((request) => request.body)).toEqual([
      {},
      { confirm_same_day: true },
    ]);
  });

  it('publishes without asking once every finding is accepted', async () => {
    const user = userEvent.setup();
    const http = fakePublishingApi(makeCheckedEpaper([{ ...blank, accepted: true }]));
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('E-paper published.')).toBeTruthy();
    expect(requestsOf(http.requests, 'POST /api/epapers/5/publish/')).toHaveLength(1);
  });

  it('asks when Schedule… is saved: Cancel keeps the dialog, Schedule anyway schedules', async () => {
    const user = userEvent.setup();
    const http = fakePublishingApi();
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule publishing' });
    fireEvent.change(within(dialog).getByLabelText('Go live at'), { target: { value: '2030-11-27T06:00' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);

    await user.click(within(await findingsQuestion()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsOf(http.requests, 'POST /api/epapers/5/schedule/')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(save));

    await user.click(save);
    await user.click(within(await findingsQuestion()).getByRole('button', { name: 'Schedule anyway' }));
    expect(await screen.findByText('E-paper scheduled for 27 Nov 2030, 6:00 am IST.')).toBeTruthy();
    expect(requestsOf(http.requests, 'POST /api/epapers/5/schedule/')).toHaveLength(1);
  });

  it('asks when the Edit form publishes; Cancel saves nothing, Publish anyway saves', async () => {
    const user = userEvent.setup();
    const http = fakePublishingApi();
    renderEpaperScreens(EDIT);
    await user.click(await screen.findByLabelText('Published (visible to users)'));
    const save = screen.getByRole('button', { name: 'Save Changes' });
    await user.click(save);

    await user.click(within(await findingsQuestion()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsOf(http.requests, 'PUT /api/epapers/5/')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(save));

    await user.click(save);
    await user.click(within(await findingsQuestion()).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('E-paper updated.')).toBeTruthy();
    expect(requestsOf(http.requests, 'PUT /api/epapers/5/').map((request) => request.body)).toEqual([
      expect.objectContaining({ is_published: true }),
    ]);
  });

  it('does not ask when the Edit form changes only the words', async () => {
    const user = userEvent.setup();
    const http = fakePublishingApi();
    renderEpaperScreens(EDIT);
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' Extra');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('E-paper updated.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsOf(http.requests, 'PUT /api/epapers/5/')).toHaveLength(1);
  });
});
