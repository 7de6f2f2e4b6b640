import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { control, openViewer, shownPages, viewer } from './page-viewer.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const goToField = () => within(viewer()).getByRole('spinbutton', { name: 'Go to page' });
const strip = () => within(viewer()).getByRole('list', { name: 'Pages' });
const stripButton = (number: number) => within(strip()).getByRole('button', { name: `Go to page ${number}` });

describe('Page viewer: moving between pages', () => {
  it('goes to the page number typed and Enter, and says the range for a page the edition lacks', async () => {
    const { user } = await openViewer('Page 1');
    await user.type(goToField(), '4{Enter}');
    expect(screen.getByRole('dialog', { name: 'Page 4 of 6' })).toBeTruthy();
    expect(shownPages()).toEqual(['Page 4']);
    expect((goToField() as HTMLInputElement).value).toBe('');
    expect(within(viewer()).queryByRole('alert')).toBeNull();

    for (const wrong of ['9', '0', '2.5']) {
      await user.clear(goToField());
      await user.type(goToField(), `${wrong}{Enter}`);
      expect(within(viewer()).getByRole('alert').textContent).toBe('Pages 1–6');
      expect(goToField().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('dialog', { name: 'Page 4 of 6' })).toBeTruthy();
    }

    await user.clear(goToField());
    expect(within(viewer()).queryByRole('alert')).toBeNull();
    await user.type(goToField(), '6{Enter}');
    expect(screen.getByRole('dialog', { name: 'Page 6 of 6' })).toBeTruthy();
  });

  it('goes to the first and the last page with Home and End, but not while typing a page number', async () => {
    const { user } = await openViewer('Page 3');
    await user.keyboard('{End}');
    expect(screen.getByRole('dialog', { name: 'Page 6 of 6' })).toBeTruthy();
    expect(control('Next page').getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('dialog', { name: 'Page 1 of 6' })).toBeTruthy();

    await user.type(goToField(), '5');
    await user.keyboard('{End}{ArrowRight}+');
    expect(screen.getByRole('dialog', { name: 'Page 1 of 6' })).toBeTruthy();
    expect(within(viewer()).getByRole('status', { name: 'Zoom' }).textContent).toBe('100%');
  });

  it('shows every page in the thumbnail strip, marks the one shown and shows the one clicked', async () => {
    const { user } = await openViewer('Page 2');
    const buttons = within(strip()).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((number) => `Go to page ${number}`),
    );
    const current = () => buttons.filter((button) => button.getAttribute('aria-current') === 'page');
    expect(current()).toEqual([stripButton(2)]);

    await user.click(stripButton(5));
    expect(screen.getByRole('dialog', { name: 'Page 5 of 6' })).toBeTruthy();
    expect(shownPages()).toEqual(['Page 5']);
    expect(current()).toEqual([stripButton(5)]);

    // One Tab stop, the page shown; the arrows turn the pages and the focus follows.
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([stripButton(5)]);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Page 6 of 6' })).toBeTruthy();
    expect(document.activeElement).toBe(stripButton(6));
  });
});
