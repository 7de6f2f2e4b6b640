import { describe, expect, it } from 'vitest';
import { filterCommandGroups, type Command, type CommandGroup } from './command-filter.ts';

const command = (label: string, keywords: string[] = []): Command => ({ id: label, label, keywords, run: () => {} });

const screens: CommandGroup = {
  id: 'screens',
  heading: 'Go to',
  commands: [
    command('Dashboard', ['home', 'analytics']),
    command('User Management', ['readers']),
    command('Admin Management', ['administrators']),
    command('User Subscriptions'),
    command('Profile', ['account', 'password']),
  ],
};
const actions: CommandGroup = {
  id: 'actions',
  heading: 'Actions',
  commands: [command('Switch to dark theme'), command('Sign out', ['logout'])],
};

const labels = (groups: CommandGroup[]) => groups.map((group) => group.commands.map((c) => c.label));

describe('command palette filtering', () => {
  it('shows everything, in order, before anything is typed', () => {
    expect(filterCommandGroups([screens, actions], '  ')).toEqual([screens, actions]);
  });

  it('matches labels and keywords case-insensitively, and drops empty groups', () => {
    expect(labels(filterCommandGroups([screens, actions], 'READERS'))).toEqual([['User Management']]);
    expect(labels(filterCommandGroups([screens, actions], 'logout'))).toEqual([['Sign out']]);
    expect(filterCommandGroups([screens, actions], 'no such thing')).toEqual([]);
  });

  it('needs every typed word, in any order', () => {
    expect(labels(filterCommandGroups([screens], 'management user'))).toEqual([['User Management']]);
    expect(labels(filterCommandGroups([screens], 'user'))).toEqual([['User Management', 'User Subscriptions']]);
  });

  it('puts labels starting with the text first, then words starting with it', () => {
    expect(labels(filterCommandGroups([screens], 'man'))).toEqual([['User Management', 'Admin Management']]);
    expect(labels(filterCommandGroups([screens, actions], 'the'))).toEqual([['Switch to dark theme']]);
    const ordered = filterCommandGroups([{ ...screens, commands: [command('My Profile'), command('Profile')] }], 'pro');
    expect(labels(ordered)).toEqual([['Profile', 'My Profile']]);
  });

  it('keeps records a server searched as they are, and a loading group while it loads', () => {
    const readers: CommandGroup = {
      id: 'readers',
      heading: 'Readers',
      commands: [command('Asha Rao')],
      isSearchedByServer: true,
    };
    const loading: CommandGroup = { id: 'epapers', heading: 'E-Papers', commands: [], isLoading: true };
    expect(filterCommandGroups([readers, loading], '98765')).toEqual([readers, loading]);
  });
});
