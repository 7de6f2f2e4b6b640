import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { control, openViewer, viewer } from './page-viewer.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Point = { x: number; y: number };

const area = () => within(viewer()).getByRole('region', { name: 'Page image' });

const finger = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'touch' };

/** A one-finger (or mouse) drag on the page from one point to another, as pointer events. */
function swipe(from: Point, to: Point) {
  fireEvent.pointerDown(area(), { ...finger, clientX: from.x, clientY: from.y });
  fireEvent.pointerUp(area(), { ...finger, clientX: to.x, clientY: to.y });
}

/** A touch event as a page script makes one: on the page itself, not bubbling, its fingers as Touch objects. */
function touchEvent(type: string, fingers: { touches?: Point[]; changed?: Point[] }) {
  const target = area();
  const touch = (point: Point, identifier: number) =>
    new Touch({ identifier, target, clientX: point.x, clientY: point.y });
  const event = new TouchEvent(type, {
    touches: (fingers.touches ?? []).map(touch),
    changedTouches: (fingers.changed ?? []).map(touch),
  });
  // In act, as fireEvent's are: the page turned is drawn before the test reads it.
  act(() => {
    target.dispatchEvent(event);
  });
}

/** One finger from `from` to `to`, as touch events only. */
function touchSwipe(from: Point, to: Point) {
  touchEvent('touchstart', { touches: [from], changed: [from] });
  touchEvent('touchmove', { touches: [to], changed: [to] });
  touchEvent('touchend', { changed: [to] });
}

describe('Page viewer: swiping', () => {
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
    const pointer = (pointerId: number) => ({ pointerId, isPrimary: pointerId === 1, button: 0, pointerType: 'touch' });
    fireEvent.pointerDown(area(), { ...pointer(1), clientX: 300, clientY: 200 });
    fireEvent.pointerDown(area(), { ...pointer(2), clientX: 320, clientY: 260 });
    fireEvent.pointerUp(area(), { ...pointer(2), clientX: 380, clientY: 300 });
    fireEvent.pointerUp(area(), { ...pointer(1), clientX: 100, clientY: 200 });
    expect(screen.getByRole('dialog', { name: 'Page 2 of 6' })).toBeTruthy();
    // A touch screen that does not say which finger came first still swipes.
    fireEvent.pointerDown(area(), { pointerId: 7, pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(area(), { pointerId: 7, pointerType: 'touch', clientX: 150, clientY: 210 });
    expect(screen.getByRole('dialog', { name: 'Page 3 of 6' })).toBeTruthy();
    swipe({ x: 100, y: 200 }, { x: 220, y: 190 });

    // Zoomed in, a drag pans the page.
    await user.click(control('Zoom in'));
    swipe({ x: 300, y: 200 }, { x: 100, y: 200 });
    expect(screen.getByRole('dialog', { name: 'Page 2 of 6' })).toBeTruthy();
  });

  it('turns the page with touch events alone, as a page script dispatches them; not upright, two-finger or zoomed in', async () => {
    const { user } = await openViewer('Page 3');
    touchSwipe({ x: 300, y: 200 }, { x: 180, y: 220 });
    expect(screen.getByRole('dialog', { name: 'Page 4 of 6' })).toBeTruthy();
    touchSwipe({ x: 100, y: 200 }, { x: 220, y: 190 });
    touchSwipe({ x: 100, y: 200 }, { x: 220, y: 190 });
    expect(screen.getByRole('dialog', { name: 'Page 2 of 6' })).toBeTruthy();
    // Its end read from the last move when the touchend lists no finger.
    touchEvent('touchstart', { touches: [{ x: 300, y: 200 }] });
    touchEvent('touchmove', { touches: [{ x: 120, y: 200 }] });
    touchEvent('touchend', {});
    expect(screen.getByRole('dialog', { name: 'Page 3 of 6' })).toBeTruthy();

    touchSwipe({ x: 300, y: 200 }, { x: 270, y: 200 });
    touchSwipe({ x: 300, y: 100 }, { x: 220, y: 300 });
    expect(screen.getByRole('dialog', { name: 'Page 3 of 6' })).toBeTruthy();

    // A second finger down is a pinch: no page turns, whichever finger lifts first.
    touchEvent('touchstart', { touches: [{ x: 300, y: 200 }], changed: [{ x: 300, y: 200 }] });
    touchEvent('touchstart', {
      touches: [
        { x: 300, y: 200 },
        { x: 320, y: 260 },
      ],
      changed: [{ x: 320, y: 260 }],
    });
    touchEvent('touchend', { touches: [{ x: 100, y: 200 }], changed: [{ x: 380, y: 300 }] });
    touchEvent('touchend', { changed: [{ x: 100, y: 200 }] });
    expect(screen.getByRole('dialog', { name: 'Page 3 of 6' })).toBeTruthy();

    await user.click(control('Zoom in'));
    touchSwipe({ x: 300, y: 200 }, { x: 100, y: 200 });
    expect(screen.getByRole('dialog', { name: 'Page 3 of 6' })).toBeTruthy();
  });

  it('turns one page for a finger read from both its pointer and its touch events, in either order', async () => {
    await openViewer('Page 2');
    const from = { x: 300, y: 200 };
    const to = { x: 120, y: 210 };
    // As Chromium fires them: each pointer event before its touch event.
    fireEvent.pointerDown(area(), { ...finger, clientX: from.x, clientY: from.y });
    touchEvent('touchstart', { touches: [from], changed: [from] });
    touchEvent('touchmove', { touches: [to], changed: [to] });
    fireEvent.pointerUp(area(), { ...finger, clientX: to.x, clientY: to.y });
    touchEvent('touchend', { changed: [to] });
    expect(screen.getByRole('dialog', { name: 'Page 3 of 6' })).toBeTruthy();
    // The touch events first.
    touchEvent('touchstart', { touches: [from], changed: [from] });
    fireEvent.pointerDown(area(), { ...finger, clientX: from.x, clientY: from.y });
    touchEvent('touchend', { changed: [to] });
    fireEvent.pointerUp(area(), { ...finger, clientX: to.x, clientY: to.y });
    expect(screen.getByRole('dialog', { name: 'Page 4 of 6' })).toBeTruthy();
  });

  it('turns no page for a touch the browser took as a scroll, though its touch events go on', async () => {
    await openViewer('Page 2');
    fireEvent.pointerDown(area(), { ...finger, clientX: 300, clientY: 200 });
    touchEvent('touchstart', { touches: [{ x: 300, y: 200 }], changed: [{ x: 300, y: 200 }] });
    fireEvent.pointerCancel(area(), { ...finger });
    touchEvent('touchend', { changed: [{ x: 120, y: 260 }] });
    expect(screen.getByRole('dialog', { name: 'Page 2 of 6' })).toBeTruthy();
  });
});
