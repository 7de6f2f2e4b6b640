import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './data-table.tsx';

afterEach(cleanup);

type User = { id: number; name: string; email: string };

const columns: DataTableColumn<User>[] = [
  { id: 'name', header: 'Name', cell: (user) => user.name },
  { id: 'email', header: 'Email', cell: (user) => user.email },
  {
    id: 'actions',
    header: 'Actions',
    isHeaderHidden: true,
    align: 'end',
    cell: (user) => <a href={`/users/${user.id}`}>View {user.name}</a>,
  },
];

const users: User[] = [
  { id: 1, name: 'Asha Rao', email: 'asha@example.com' },
  { id: 2, name: 'Ravi Kumar', email: 'ravi@example.com' },
];

const base = { columns, rowKey: (user: User) => user.id, caption: 'Users', emptyText: 'No users found' };

describe('DataTable', () => {
  it('renders a named table with a header and a row per item', () => {
    render(<DataTable {...base} rows={users} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(screen.getByRole('region', { name: 'Users' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Actions']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Asha Rao', 'asha@example.com', 'View Asha Rao']);
    expect(within(rows[2]!).getByRole('link', { name: 'View Ravi Kumar' })).toBeTruthy();
    expect(table.getAttribute('aria-busy')).toBeNull();
  });

  it('shows skeleton rows and a status text while loading', () => {
    render(<DataTable {...base} rows={undefined} isLoading loadingLabel="Loading users…" skeletonRows={3} />);
    expect(screen.getByRole('status').textContent).toBe('Loading users…');
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    // Only the header row is exposed; the placeholders are hidden.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(screen.queryByText('No users found')).toBeNull();
  });

  it('shows the empty text when there are no rows', () => {
    render(<DataTable {...base} rows={[]} />);
    const cell = screen.getByRole('cell', { name: 'No users found' });
    expect(cell.getAttribute('colspan')).toBe('3');
  });

  it('shows the error with a Retry button that calls back', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<DataTable {...base} rows={users} isLoading error="Failed to fetch users" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch users');
    expect(screen.queryByText('Asha Rao')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('can show its caption and align columns', () => {
    render(<DataTable {...base} rows={users} isCaptionVisible />);
    expect(screen.getByText('Users').className).not.toContain('sr-only');
    expect(screen.getAllByRole('cell', { name: /View/ })[0]!.className).toContain('text-right');
  });
});
