import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectFilter, type SelectOption } from './select-filter.tsx';

afterEach(cleanup);

type Status = 'all' | 'active' | 'inactive';
const options: SelectOption<Status>[] = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

describe('SelectFilter', () => {
  it('is a labelled select showing the value and reporting a choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectFilter label="Status" value="all" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(select.value).toBe('all');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Status',
      'Active',
      'Inactive',
    ]);
    await user.selectOptions(select, 'Inactive');
    expect(onChange).toHaveBeenCalledWith('inactive');
  });

  it('hides the label on screen unless asked', () => {
    const { rerender } = render(<SelectFilter label="Status" value="all" options={options} onChange={() => {}} />);
    expect(screen.getByText('Status').className).toBe('sr-only');
    rerender(<SelectFilter label="Status" isLabelVisible value="all" options={options} onChange={() => {}} />);
    expect(screen.getByText('Status').className).not.toContain('sr-only');
  });
});
