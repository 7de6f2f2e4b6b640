import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { installFakeHttp, json } from '../../../lib/api/fake-http.test-helper.ts';
import { paths } from '../../../lib/paths.ts';
import { renderScreens } from '../../../lib/testing/render-screens.test-helper.tsx';
import { HeldEditionsWarning } from './held-editions-warning.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A scheduled edition due at 06:00 on 27 Nov 2026 in Asia/Kolkata (the zone without a settings script). */
function scheduled(overrides: Partial<Epaper> = {}): Epaper {
  return {
    id: 5,
    title: 'Morning Herald',
    description: 'The city edition',
    publication_date: '2026-11-27',
    page_count: 24,
    file_size: 25_480_000,
    is_published: false,
    scheduled_at: '2026-11-27T00:30:00Z',
    hold_if_late: false,
    is_held: false,
    published_at: null,
    same_day_editions: 0,
    processing_status: 'completed',
    processing_error: null,
    pages_done: 24,
    open_findings: 0,
    readiness_checked: true,
    preview_gif_path: null,
    original_pdf_path: null,
    created_by: 1,
    created_at: '2026-11-25T09:15:00Z',
    updated_at: '2026-11-25T09:15:00Z',
    ...overrides,
  };
}

/** The scheduled editions the API lists, answered at the fetch boundary. */
function fakeScheduled(editions: Epaper[]) {
  return installFakeHttp((request) =>
    request.path.startsWith('/api/epapers/?')
      ? json(200, { count: editions.length, next: null, previous: null, results: editions })
      : json(404, { message: 'Not found', code: 'not_found' }),
  );
}

function renderWarning() {
  return renderScreens(
    paths.dashboard,
    <>
      <Route path={paths.dashboard} element={<HeldEditionsWarning />} />
      <Route path={paths.epapers.view.pattern} element={<p>View screen</p>} />
    </>,
  );
}

describe('HeldEditionsWarning', () => {
  it('names each held edition, when it was due and why it waits, with a link to its page', async () => {
    const user = userEvent.setup();
    const http = fakeScheduled([
      scheduled({ id: 5, is_held: true, processing_status: 'pending', pages_done: 9 }),
      // Not due yet: not named.
      scheduled({
        id: 6,
        title: 'Sunday Magazine',
        publication_date: '2026-11-29',
        scheduled_at: '2026-11-29T00:30:00Z',
      }),
      // Due the evening before its day (22:00 on 26 Nov), finished late and set to wait.
      scheduled({ id: 7, title: 'Late City', hold_if_late: true, is_held: true, scheduled_at: '2026-11-26T16:30:00Z' }),
    ]);
    renderWarning();

    const title = await screen.findByText('2 scheduled editions are not live yet');
    // A polite notice (role status), not an interruption.
    const warning = title.closest<HTMLElement>('[role="status"]')!;
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '“Morning Herald” for 27 Nov was due at 6:00 am IST and is not live yet. Its pages are still being processed.',
      '“Late City” for 27 Nov was due on 26 Nov at 10:00 pm IST and is not live yet. Its pages were ready after that time, and it was set to wait: publish it from its page.',
    ]);
    expect(warning.textContent).not.toContain('Sunday Magazine');
    expect(http.requests.map((request) => request.path)).toEqual(['/api/epapers/?status=scheduled&page_size=50']);

    await user.click(within(warning).getByRole('link', { name: '“Morning Herald” for 27 Nov' }));
    expect(await screen.findByText('View screen')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/epaper-management/view/5');
  });

  it('says "A scheduled edition" for one', async () => {
    fakeScheduled([scheduled({ is_held: true })]);
    renderWarning();
    expect(await screen.findByText('A scheduled edition is not live yet')).toBeTruthy();
  });

  it.each([
    ['no scheduled edition is late', () => fakeScheduled([scheduled()])],
    ['nothing is scheduled', () => fakeScheduled([])],
    [
      'the list cannot be read',
      () => installFakeHttp(() => json(500, { message: 'Database unavailable', code: 'internal_error' })),
    ],
  ])('shows nothing when %s', async (_case, fake) => {
    const http = fake();
    renderWarning();
    await waitFor(() => expect(http.requests).toHaveLength(1));
    // One more turn, so an answer that would show the warning has been rendered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/not live yet/)).toBeNull();
  });
});
