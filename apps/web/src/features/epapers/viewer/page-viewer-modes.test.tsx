import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { control, openViewer, pressed, shownPages, viewer } from './page-viewer.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zoom = () => within(viewer()).getByRole('status', { name: 'Zoom' }).textContent;
const pageImage = (name: string) => within(viewer()).getByRole('img', { name });
const pdfLinks = () =>
  within(viewer())
    .queryAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));
const stripCurrent = () =>
  within(within(viewer()).getByRole('list', { name: 'Pages' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'page')
    .map((button) => button.getAttribute('aria-label'));

/** A window as narrow as a phone's: no media query for a wider one matches. */
function narrowWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Page viewer: fit', () => {
  it('opens fitted to the page; fitting to the width or the page again starts at 100% of that fit', async () => {
    const { user } = await openViewer('Page 2');
    expect(pressed('Fit to page')).toBe('true');
    expect(pressed('Fit to width')).toBe('false');
    // Whole: the smaller of the view's width and its height at the page's proportions.
    expect(pageImage('Page 2').style.width).toContain('min(');

    await user.click(control('Zoom in'));
    await user.click(control('Fit to width'));
    expect(pressed('Fit to width')).toBe('true');
    expect(pressed('Fit to page')).toBe('false');
    expect(zoom()).toBe('100%');
    expect(pageImage('Page 2').style.width).not.toContain('min(');

    await user.click(control('Zoom in'));
    expect(zoom()).toBe('150%');
    await user.click(control('Fit to width'));
    expect(zoom()).toBe('100%');
    await user.click(control('Fit to page'));
    expect(pressed('Fit to page')).toBe('true');
    expect(pageImage('Page 2').style.width).toContain('min(');
  });
});

describe('Page viewer: two-page spreads', () => {
  it('shows page 1 alone, then 2–3 and 4–5 side by side, and the last page of an even count alone', async () => {
    const { user } = await openViewer('Page 1');
    expect(pressed('Two-page spread')).toBe('false');
    await user.click(control('Two-page spread'));
    expect(pressed('Two-page spread')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Page 1 of 6' })).toBeTruthy();
    expect(control('Previous page').getAttribute('aria-disabled')).toBe('true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Pages 2–3 of 6' })).toBeTruthy();
    expect(shownPages()).toEqual(['Page 2', 'Page 3']);
    expect(stripCurrent()).toEqual(['Go to page 2', 'Go to page 3']);
    expect(pdfLinks()).toEqual(['Open PDF of page 2', 'Open PDF of page 3']);

    await user.click(control('Next page'));
    expect(screen.getByRole('dialog', { name: 'Pages 4–5 of 6' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Page 6 of 6' })).toBeTruthy();
    expect(shownPages()).toEqual(['Page 6']);
    expect(control('Next page').getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Pages 4–5 of 6' })).toBeTruthy();

    // A page of a spread, however reached, shows with its partner; one page again when turned off.
    await user.click(within(viewer()).getByRole('button', { name: 'Go to page 3' }));
    expect(screen.getByRole('dialog', { name: 'Pages 2–3 of 6' })).toBeTruthy();
    await user.click(control('Two-page spread'));
    expect(screen.getByRole('dialog', { name: 'Page 3 of 6' })).toBeTruthy();
    expect(shownPages()).toEqual(['Page 3']);
  });

  it('ends on a spread when the count is odd', async () => {
    const { user } = await openViewer('Page 1', 5);
    await user.click(control('Two-page spread'));
    await user.keyboard('{End}');
    expect(screen.getByRole('dialog', { name: 'Pages 4–5 of 5' })).toBeTruthy();
    expect(shownPages()).toEqual(['Page 4', 'Page 5']);
  });

  it('offers no spreads on a phone-narrow screen', async () => {
    narrowWindow();
    await openViewer('Page 2');
    expect(within(viewer()).queryByRole('button', { name: 'Two-page spread' })).toBeNull();
    expect(pressed('Preview as reader')).toBe('false');
  });
});

describe('Page viewer: preview as reader', () => {
  it('shows page 1 as it is and the others behind the reader paywall, with no PDF, and records no page view', async () => {
    const { user, requests } = await openViewer('Page 1');
    expect(within(viewer()).queryByText('Previewing as a reader without a subscription')).toBeNull();
    await user.click(control('Preview as reader'));
    expect(pressed('Preview as reader')).toBe('true');
    expect(within(viewer()).getByText('Previewing as a reader without a subscription')).toBeTruthy();
    expect(shownPages()).toEqual(['Page 1']);
    expect(pdfLinks()).toEqual(['Open PDF of page 1']);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Page 2 of 6' })).toBeTruthy();
    expect(shownPages()).toEqual([]);
    const paywalled = within(viewer()).getByRole('group', { name: 'Page 2' });
    expect(within(paywalled).getByText('Page 1 is free. Subscribe to read the rest of this edition.')).toBeTruthy();
    expect(pdfLinks()).toEqual([]);

    await user.click(control('Preview as reader'));
    expect(shownPages()).toEqual(['Page 2']);
    expect(pdfLinks()).toEqual(['Open PDF of page 2']);
    expect(within(viewer()).queryByText('Page 1 is free. Subscribe to read the rest of this edition.')).toBeNull();
    // The admin API's edition, and nothing else: no reader call, so no page view.
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/epapers/5/']);
  });

  it('opens again as the admin sees the pages', async () => {
    const { user } = await openViewer('Page 2');
    await user.click(control('Preview as reader'));
    expect(shownPages()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('dialog', { name: 'Page 2 of 6' });
    expect(pressed('Preview as reader')).toBe('false');
    expect(shownPages()).toEqual(['Page 2']);
  });
});
