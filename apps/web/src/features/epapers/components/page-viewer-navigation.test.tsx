import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { control, openViewer, shownPages, viewer } from './page-viewer.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const goToField = () => within(viewer()).getByRole('spinbutton', { name: 'Go to page' });
const strip = () => within(viewer()).getByRole('list', { name: 'Pages' });
const stripButton = (number: number) => within(strip()).getByRole('button', { name: `Go to page ${number}` });

/** A one-finger (or mouse) drag on the page from one point to another. */
function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
  const area = within(viewer()).getByRole('region', { name: 'Page image' });
  const pointer = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'touch' };
  fireEvent.pointerDown(area, { ...pointer, clientX: from.x, clientY: from.y });
  fireEvent.pointerUp(area, { ...pointer, clientX: to.x, clientY: to.y });
}

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

  it('turns the page with a sideways swipe, not with a short, an upright, a two-finger or a zoomed-in one', async () => {
    const { user } = await openViewer('Page 3');
    swipe({ x: 300, y: 200 }, { x: 180, y: 220 });
    expect(screen.getByRole('dialog', { name: 'Page 4 of 6' })).toBeTruthy();
    swipe({ x: 100, y: 200 }, { x: 220, y: 190 });
    swipe({ x: 100, y: 200 }, { x: 220, y: 190 });
    expect(screen.getByRole('dialog', { name: 'Page 2 of 6' })).toBeTruthy();

    swipe({ x: 300, y: 200 }, { x: 270, y: 200 });
    swipe({ x: 300, y: 100 }, { x: 220, y: 300 });
    expect(screen.getByRole('dialog', { name: 'Page 2 of 6' })).toBeTruthy();

    // Two fingers are a pinch, however the screen reports them, not a swipe.
    const area = within(viewer()).getByRole('region', { name: 'Page image' });
    const finger = (pointerId: number) => ({ pointerId, isPrimary: pointerId === 1, button: 0, pointerType: 'touch' });
    fireEvent.pointerDown(area, { ...finger(1), clientX: 300, clientY: 200 });
    fireEvent.pointerDown(area, { ...finger(2), clientX: 320, clientY: 260 });
    fireEvent.pointerUp(area, { ...finger(2), clientX: 380, clientY: 300 });
    fireEvent.pointerUp(area, { ...finger(1), clientX: 100, clientY: 200 });
    expect(screen.getByRole('dialog', { name: 'Page 2 of 6' })).toBeTruthy();
    // A touch screen that does not say which finger came first still swipes.
    fireEvent.pointerDown(area, { pointerId: 7, pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(area, { pointerId: 7, pointerType: 'touch', clientX: 150, clientY: 210 });
    expect(screen.getByRole('dialog', { name: 'Page 3 of 6' })).toBeTruthy();
    swipe({ x: 100, y: 200 }, { x: 220, y: 190 });

    // Zoomed in, a drag pans the page.
    await user.click(control('Zoom in'));
    swipe({ x: 300, y: 200 }, { x: 100, y: 200 });
    expect(screen.getByRole('dialog', { name: 'Page 2 of 6' })).toBeTruthy();
  });
});
