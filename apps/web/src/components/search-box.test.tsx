import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('searches with the trimmed text on submit, by button or Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox label="Search users" value="" onSearch={onSearch} />);
    expect(screen.getByRole('search')).toBeTruthy();
    const input = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(input, '  asha ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('asha');
    await user.clear(input);
    await user.type(input, 'ravi{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('ravi');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows a search set from outside, e.g. on Back', () => {
    const { rerender } = render(<SearchBox label="Search" value="asha" onSearch={() => {}} />);
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(input.value).toBe('asha');
    rerender(<SearchBox label="Search" value="" onSearch={() => {}} />);
    expect(input.value).toBe('');
  });

  it('in debounced mode, searches once typing pauses', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox label="Search" value="" onSearch={onSearch} debounceMs={300} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'as' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'asha' } });
    act(() => vi.advanceTimersByTime(200));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('asha');
  });

  it('in debounced mode, does not search again for the search in force', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox label="Search" value="asha" onSearch={onSearch} debounceMs={300} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'asha ' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('has a visible label when asked', () => {
    render(<SearchBox label="Search plans" isLabelVisible value="" onSearch={() => {}} placeholder="Search…" />);
    expect(screen.getByText('Search plans').className).not.toContain('sr-only');
    expect(screen.getByPlaceholderText('Search…')).toBeTruthy();
  });
});
