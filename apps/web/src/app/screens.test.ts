import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens.ts';

const routedPaths = SCREENS.flatMap((screen) => [
  screen.path,
  ...(screen.aliases ?? []),
  ...(screen.redirectedFrom ?? []),
]);

describe('the screen list', () => {
  it('routes every path to one screen', () => {
    expect(new Set(routedPaths).size).toBe(routedPaths.length);
  });

  it('offers the palette every screen but those about one record and those outside the layout', () => {
    const offered = SCREENS.filter((screen) => screen.palette).map(({ title, path }) => [title, path]);
    expect(offered).toEqual([
      ['Dashboard', '/dashboard'],
      ['All E-Papers', '/epaper-management'],
      ['Add New E-Paper', '/epaper-management/add'],
      ['User Management', '/users'],
      ['Admin Management', '/admin'],
      ['Subscription Management', '/subscription-management'],
      ['Subscription Plans', '/subscription-plans'],
      ['User Subscriptions', '/user-subscriptions'],
      ['Profile', '/profile'],
    ]);
  });

  it('keeps sign-in, sign-out and the not-found page outside the guard, and every other screen behind it', () => {
    const outside = SCREENS.filter((screen) => screen.access === 'public').map((screen) => screen.path);
    expect(outside).toEqual(['/signin', '/logout', '*']);
    expect(SCREENS.filter((screen) => screen.access === 'admin')).toHaveLength(SCREENS.length - outside.length);
  });
});
