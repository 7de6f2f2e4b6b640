import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, shownRange } from './pagination.tsx';

afterEach(cleanup);

describe('shownRange', () => {
  it('computes the rows shown from the page, page size and count', () => {
    expect(shownRange(1, 20, 95)).toEqual({ from: 1, to: 20, pages: 5 });
    expect(shownRange(5, 20, 95)).toEqual({ from: 81, to: 95, pages: 5 });
    expect(shownRange(9, 20, 95)).toEqual({ from: 81, to: 95, pages: 5 });
    expect(shownRange(1, 20, 0)).toEqual({ from: 0, to: 0, pages: 1 });
  });

  it('numbers the pages of the first 10,000 rows only', () => {
    expect(shownRange(1, 20, 1_000_000)).toEqual({ from: 1, to: 20, pages: 500 });
    expect(shownRange(700, 20, 1_000_000)).toEqual({ from: 9981, to: 10_000, pages: 500 });
    expect(shownRange(1, 30, 10_001)).toEqual({ from: 1, to: 30, pages: 334 });
  });
});

describe('Pagination', () => {
  it('shows the range, the page numbers and marks the current page', () => {
    render(<Pagination page={5} pageSize={20} count={195} noun="users" onPageChange={() => {}} />);
    expect(screen.getByText('Showing 81-100 of 195 users')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Previous page', 'Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 10', 'Next page']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
    expect(nav.textContent).toContain('…');
  });

  it('asks for the page chosen, the previous and the next one', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageSize={20} count={195} noun="users" onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageSize={10} count={30} noun="users" onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBeNull();
    rerender(<Pagination page={3} pageSize={10} count={30} noun="users" onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Showing 21-30 of 30 users')).toBeTruthy();
  });

  it('keeps an end button focusable but inert', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageSize={10} count={30} noun="users" onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('says how to reach the rows past the first 10,000, and offers no page past them', () => {
    const { rerender } = render(
      <Pagination page={500} pageSize={20} count={1_000_000} noun="users" onPageChange={() => {}} />,
    );
    expect(
      screen.getByText(
        'Showing the first 10,000 of 10,00,000 — refine the search, or reverse the order to start from the other end',
      ),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Previous page', 'Page 1', 'Page 499', 'Page 500', 'Next page']);
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    rerender(<Pagination page={1} pageSize={20} count={10_000} noun="users" onPageChange={() => {}} />);
    expect(screen.queryByText(/^Showing the first/)).toBeNull();
  });

  it('shows only the text for one page and nothing for an empty list', () => {
    const { container, rerender } = render(
      <Pagination page={1} pageSize={20} count={7} noun="admins" onPageChange={() => {}} />,
    );
    expect(screen.getByText('Showing 1-7 of 7 admins')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pagination page={1} pageSize={20} count={0} noun="admins" onPageChange={() => {}} />);
    expect(container.textContent).toBe('');
  });
});
