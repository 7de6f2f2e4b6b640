import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('screen paths', () => {
  it('builds record paths and the patterns the router matches them with', () => {
    expect(paths.users.detail(42)).toBe('/users/42');
    expect(paths.users.detail.pattern).toBe('/users/:id');
    expect(paths.epapers.view('7')).toBe('/epaper-management/view/7');
    expect(paths.epapers.view.pattern).toBe('/epaper-management/view/:id');
    expect(paths.epapers.edit(7)).toBe('/epaper-management/edit/7');
    expect(paths.epapers.edit.pattern).toBe('/epaper-management/edit/:id');
  });

  it('escapes an id so it stays one path segment', () => {
    expect(paths.users.detail('a/b c')).toBe('/users/a%2Fb%20c');
  });

  it('names every route once', () => {
    const flat = [
      paths.home,
      paths.dashboard,
      paths.signIn,
      paths.logout,
      paths.profile,
      paths.epapers.list,
      paths.epapers.add,
      paths.users.list,
      paths.users.legacyList,
      paths.admins,
      paths.subscriptions.hub,
      paths.subscriptions.plans,
      paths.subscriptions.userSubscriptions,
    ];
    expect(new Set(flat).size).toBe(flat.length);
    expect(flat).toContain('/subscription-plans');
    expect(flat).toContain('/user-subscriptions');
  });
});
