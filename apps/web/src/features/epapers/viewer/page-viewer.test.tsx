import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { fakeEpapersApi, makeEpaper, makePage, renderEpaperScreens } from '../view/epaper-details.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPage(name: string) {
  const user = userEvent.setup();
  fakeEpapersApi({
    'GET /api/epapers/5/': () =>
      json(200, makeEpaper({ page_count: 3, pages: [makePage(1), makePage(2), makePage(3)] })),
  });
  renderEpaperScreens('/epaper-management/view/5');
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

const shownImage = () => within(screen.getByRole('dialog')).getByRole('img');

describe('Page viewer', () => {
  it('opens the clicked page large, named "Page n of total"', async () => {
    await openPage('Page 2');
    const dialog = await screen.findByRole('dialog', { name: 'Page 2 of 3' });
    expect(within(dialog).getByText('Page 2 of 3')).toBeTruthy();
    expect(shownImage().getAttribute('src')).toBe(makePage(2).image_path);
    expect(within(dialog).getByRole('link', { name: 'Open PDF of page 2' }).getAttribute('target')).toBe('_blank');
  });

  it('moves with the arrow keys and the buttons, stopping at the ends', async () => {
    const user = await openPage('Page 1');
    await screen.findByRole('dialog', { name: 'Page 1 of 3' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Page 2 of 3' })).toBeTruthy();
    expect(shownImage().getAttribute('src')).toBe(makePage(2).image_path);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('dialog', { name: 'Page 3 of 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('dialog', { name: 'Page 3 of 3' })).toBeTruthy();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Page 2 of 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('dialog', { name: 'Page 1 of 3' })).toBeTruthy();
  });

  it('zooms from 100% to 400% with the buttons and + / −, and each page opens fitted', async () => {
    const user = await openPage('Page 1');
    const zoom = within(await screen.findByRole('dialog')).getByRole('status', { name: 'Zoom' });
    expect(zoom.textContent).toBe('100%');
    expect(screen.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom.textContent).toBe('150%');
    await user.keyboard('+++++++');
    expect(zoom.textContent).toBe('400%');
    expect(screen.getByRole('button', { name: 'Zoom in' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('-');
    expect(zoom.textContent).toBe('350%');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoom.textContent).toBe('300%');

    await user.keyboard('{ArrowRight}');
    expect(zoom.textContent).toBe('100%');

    await user.keyboard('+');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(await screen.findByRole('dialog')).getByRole('status', { name: 'Zoom' }).textContent).toBe('100%');
  });

  it('keeps the focus inside, closes on Escape and gives the focus to the thumbnail of the page shown', async () => {
    const user = await openPage('Page 1');
    const dialog = await screen.findByRole('dialog', { name: 'Page 1 of 3' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2' }));
  });

  it('closes with the close button', async () => {
    const user = await openPage('Page 3');
    const dialog = await screen.findByRole('dialog', { name: 'Page 3 of 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 3' }));
  });
});
