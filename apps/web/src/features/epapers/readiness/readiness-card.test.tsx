import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { makeEpaper, renderEpaperScreens } from '../view/epaper-details.test-helper.tsx';
import { fakeStoredEdition, makeCheckedEpaper, makeFinding, requestsOf } from '../pages/late-pages.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEW = '/epaper-management/view/5';
const ACCEPTED_AT = '2025-03-06T10:15:00Z';
const blank = makeFinding({ id: 1, kind: 'blank', pages: [3], message: 'Page 3 is blank or nearly blank.' });
const duplicate = makeFinding({
  id: 2,
  kind: 'duplicate',
  pages: [2, 4],
  message: 'Pages 2 and 4: the same image twice.',
});

const report = () =>
  screen.getByRole('heading', { name: 'Checks before publishing' }).closest('section') as HTMLElement;
const findingItem = (title: string) =>
  within(report()).getByRole('heading', { name: title }).closest('li') as HTMLElement;

/** Accepting or undoing answers the edition with that finding changed, as the server would. */
const acceptRoute = (findingId: number) => ({
  [`PUT /api/epapers/5/findings/${findingId}/`]: (
    request: { body: unknown },
    stored: ReturnType<typeof makeCheckedEpaper>,
  ) => {
    const { accepted } = request.body as { accepted: boolean };
    const findings = stored.findings.map((finding) =>
      finding.id === findingId
        ? { ...finding, accepted, accepted_by: accepted ? 1 : null, accepted_at: accepted ? ACCEPTED_AT : null }
        : finding,
    );
    return { ...stored, findings, open_findings: findings.filter((finding) => !finding.accepted).length };
  },
});

describe('View E-Paper: checks before publishing', () => {
  it('lists each finding with its title, its sentence and its pages, under a summary', async () => {
    fakeStoredEdition(makeCheckedEpaper([blank, duplicate]));
    renderEpaperScreens(VIEW);
    await screen.findByRole('heading', { name: 'Checks before publishing' });
    expect(within(report()).getByRole('status').textContent).toBe('2 findings to review');

    const item = findingItem('Blank pages');
    expect(within(item).getByText('Page 3 is blank or nearly blank.')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(`${VIEW}?page=3`);
    expect(within(item).getByRole('button', { name: 'Accept Blank pages' })).toBeTruthy();
    const pages = within(findingItem('Duplicate pages'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(pages).toEqual(['Page 2', 'Page 4']);
  });

  it('accepts a finding with a PUT, then shows Accepted, its time and Undo, keeping the focus on the button', async () => {
    const user = userEvent.setup();
    const http = fakeStoredEdition(makeCheckedEpaper([blank, duplicate]), acceptRoute(1));
    renderEpaperScreens(VIEW);
    const accept = await screen.findByRole('button', { name: 'Accept Blank pages' });
    await user.click(accept);

    const undo = await within(findingItem('Blank pages')).findByRole('button', { name: 'Undo accepting Blank pages' });
    expect(requestsOf(http.requests, 'PUT /api/epapers/5/findings/1/').map((request) => request.body)).toEqual([
      { accepted: true },
    ]);
    expect(within(findingItem('Blank pages')).getByText('Accepted')).toBeTruthy();
    expect(within(findingItem('Blank pages')).getByText(`on ${formatDateTime(ACCEPTED_AT)}`)).toBeTruthy();
    expect(document.activeElement).toBe(undo);
    expect(within(report()).getByRole('status').textContent).toBe('1 finding to review');
    // The other finding is untouched.
    expect(within(findingItem('Duplicate pages')).getByRole('button', { name: 'Accept Duplicate pages' })).toBeTruthy();
  });

  it('takes an acceptance back with Undo, and says when every finding is accepted', async () => {
    const user = userEvent.setup();
    const accepted = { ...blank, accepted: true, accepted_by: 1, accepted_at: ACCEPTED_AT };
    const http = fakeStoredEdition(makeCheckedEpaper([accepted]), acceptRoute(1));
    renderEpaperScreens(VIEW);
    await screen.findByRole('heading', { name: 'Checks before publishing' });
    expect(within(report()).getByRole('status').textContent).toBe('All findings accepted');

    await user.click(screen.getByRole('button', { name: 'Undo accepting Blank pages' }));
    expect(await screen.findByRole('button', { name: 'Accept Blank pages' })).toBeTruthy();
    expect(requestsOf(http.requests, 'PUT /api/epapers/5/findings/1/').map((request) => request.body)).toEqual([
      { accepted: false },
    ]);
    expect(within(report()).getByRole('status').textContent).toBe('1 finding to review');
  });

  it('says when a refusal leaves the finding as it was', async () => {
    const user = userEvent.setup();
    fakeStoredEdition(makeCheckedEpaper([blank]), {
      'PUT /api/epapers/5/findings/1/': () => json(404, { message: 'Finding not found.', code: 'not_found' }),
    });
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Accept Blank pages' }));
    expect(await screen.findByText('Failed to accept the finding: Finding not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept Blank pages' })).toBeTruthy();
  });

  it('says every check passed when there is no finding', async () => {
    fakeStoredEdition(makeCheckedEpaper([]));
    renderEpaperScreens(VIEW);
    await screen.findByRole('heading', { name: 'Checks before publishing' });
    expect(within(report()).getByRole('status').textContent).toBe('No findings: every check passed.');
    expect(within(report()).queryByRole('button')).toBeNull();
  });

  it('says the checks come later while processing, and shows nothing for an edition never checked', async () => {
    fakeStoredEdition(
      makeEpaper({ processing_status: 'pending', readiness_checked: false, pages: [], page_count: 0, pages_done: 0 }),
    );
    renderEpaperScreens(VIEW);
    expect(await screen.findByText('Checks run when processing completes.')).toBeTruthy();
    cleanup();

    fakeStoredEdition(makeEpaper({ readiness_checked: false }));
    renderEpaperScreens(VIEW);
    await screen.findByRole('heading', { name: 'Pages (2)' });
    expect(screen.queryByRole('heading', { name: 'Checks before publishing' })).toBeNull();
  });

  it('opens the page viewer at a finding’s page, and gives the focus back to the link on closing', async () => {
    const user = userEvent.setup();
    fakeStoredEdition(makeCheckedEpaper([blank]));
    renderEpaperScreens(VIEW);
    const link = within(await screen.findByRole('list', { name: 'Pages' })).getByRole('link', { name: 'Page 3' });
    await user.click(link);

    expect(await screen.findByRole('dialog', { name: 'Page 3 of 4' })).toBeTruthy();
    // The number leaves the address once the viewer is open.
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(VIEW));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it('opens the viewer at the page an address names', async () => {
    fakeStoredEdition(makeCheckedEpaper([]));
    renderEpaperScreens(`${VIEW}?page=2`);
    expect(await screen.findByRole('dialog', { name: 'Page 2 of 4' })).toBeTruthy();
  });
});
