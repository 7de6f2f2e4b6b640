import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageVersion } from '@epaper/shared/epaper-pages.contract';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { renderEpaperScreens } from '../view/epaper-details.test-helper.tsx';
import { choosePageAction, fakeStoredEdition, makeCheckedEpaper, requestsOf } from './late-pages.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEW = '/epaper-management/view/5';
const VERSIONS = 'GET /api/epapers/5/pages/102/versions/';
const RESTORE = 'POST /api/epapers/5/pages/102/versions/7/restore/';

function makeVersion(id: number, created_at: string, overrides: Partial<PageVersion> = {}): PageVersion {
  return {
    id,
    created_at,
    created_by: 1,
    created_by_name: 'Asha Rao',
    is_current: false,
    thumbnail_path: `/api/files/versions/${id}-thumb.webp`,
    image_path: `/api/files/versions/${id}-page.webp`,
    pdf_path: `/api/files/versions/${id}.pdf`,
    width: 1600,
    height: 2400,
    ...overrides,
  };
}

// Newest first: a replacement, the one it replaced, and the first one processing made.
const NEWEST = '2025-03-06T12:30:00Z';
const MIDDLE = '2025-03-05T20:00:00Z';
const FIRST = '2025-03-04T09:20:00Z';

/** Page 2 (id 102) with three versions; restoring one makes it the current one. */
function fakeHistoryApi() {
  let current = 9;
  const versions = () => [
    makeVersion(9, NEWEST, { is_current: current === 9 }),
    makeVersion(7, MIDDLE, { is_current: current === 7, created_by_name: 'Vikram Das' }),
    makeVersion(4, FIRST, { is_current: current === 4, created_by: null, created_by_name: null }),
  ];
  return fakeStoredEdition(makeCheckedEpaper([], 3), {
    [VERSIONS]: () => json(200, versions()),
    [RESTORE]: (_request, stored) => {
      current = 7;
      return stored;
    },
  });
}

async function openHistory() {
  const user = userEvent.setup();
  const http = fakeHistoryApi();
  renderEpaperScreens(VIEW);
  await choosePageAction(user, 2, 'History…');
  const dialog = await screen.findByRole('dialog', { name: 'Page 2 history' });
  await within(dialog).findAllByRole('listitem');
  return { user, http, dialog };
}

const itemOf = (dialog: HTMLElement, when: string) =>
  within(dialog).getByText(formatDateTime(when)).closest('li') as HTMLElement;

describe('View E-Paper: a page’s history', () => {
  it('lists the versions newest first: when, who, Current, and Restore on the others', async () => {
    const { dialog } = await openHistory();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(
      [NEWEST, MIDDLE, FIRST].map((when) => formatDateTime(when)),
    );
    expect(within(items[0] as HTMLElement).getByText('Current')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: 'Restore this version' })).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Vikram Das')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Restore this version' })).toBeTruthy();
    // The first version was made by processing, by no one.
    expect(within(items[2] as HTMLElement).getByText('Processing')).toBeTruthy();
    const thumbnail = within(items[2] as HTMLElement).getByRole('button', {
      name: `Show the version of ${formatDateTime(FIRST)} larger`,
    });
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toBe('/api/files/versions/4-thumb.webp');
  });

  it('shows a version large from its thumbnail, and goes back to the list with the focus on it', async () => {
    const { user, dialog } = await openHistory();
    const thumbnail = within(dialog).getByRole('button', {
      name: `Show the version of ${formatDateTime(MIDDLE)} larger`,
    });
    thumbnail.focus();
    await user.keyboard('{Enter}');

    const large = within(dialog).getByRole('img', { name: `Page 2, version of ${formatDateTime(MIDDLE)}` });
    expect(large.getAttribute('src')).toBe('/api/files/versions/7-page.webp');
    expect(within(dialog).getByText(`Vikram Das · ${formatDateTime(MIDDLE)}`)).toBeTruthy();
    const back = within(dialog).getByRole('button', { name: 'Back to versions' });
    expect(document.activeElement).toBe(back);
    await user.click(back);
    const again = within(dialog).getByRole('button', { name: `Show the version of ${formatDateTime(MIDDLE)} larger` });
    expect(document.activeElement).toBe(again);
  });

  it('restores a version in one click, then reads the list again with that version current', async () => {
    const { user, http, dialog } = await openHistory();
    await user.click(within(itemOf(dialog, MIDDLE)).getByRole('button', { name: 'Restore this version' }));

    expect(await screen.findByText(`Page 2 restored to the version of ${formatDateTime(MIDDLE)}`)).toBeTruthy();
    expect(requestsOf(http.requests, RESTORE)).toHaveLength(1);
    await waitFor(() => expect(within(itemOf(dialog, MIDDLE)).queryByText('Current')).toBeTruthy());
    expect(requestsOf(http.requests, VERSIONS)).toHaveLength(2);
    expect(within(itemOf(dialog, NEWEST)).getByRole('button', { name: 'Restore this version' })).toBeTruthy();
    expect(within(itemOf(dialog, MIDDLE)).queryByRole('button', { name: 'Restore this version' })).toBeNull();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: `Show the version of ${formatDateTime(MIDDLE)} larger` }),
    );
  });

  it('toasts a refused restore and keeps the list', async () => {
    const user = userEvent.setup();
    fakeStoredEdition(makeCheckedEpaper([], 3), {
      [VERSIONS]: () => json(200, [makeVersion(9, NEWEST, { is_current: true }), makeVersion(7, MIDDLE)]),
      [RESTORE]: () => json(404, { message: 'Version not found.', code: 'not_found' }),
    });
    renderEpaperScreens(VIEW);
    await choosePageAction(user, 2, 'History…');
    const dialog = await screen.findByRole('dialog', { name: 'Page 2 history' });
    await user.click(await within(dialog).findByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByText('Failed to restore the version: Version not found.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Restore this version' })).toBeTruthy();
  });
});
