import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

/** The texts of the elements that describe the input (the ids it names that are on the page). */
function descriptions(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.flatMap((id) => document.getElementById(id)?.textContent ?? []);
}

const errors = ['Mobile number is required', 'Enter the mobile number with its country code, e.g. +919876543210'];

describe('a field that keeps room for its errors', () => {
  it('describes the input by its hint, and holds the errors only as unseen CSS content', () => {
    render(<TextField label="Mobile Number" hint="Include the country code." keepRoomFor={errors} />);
    const input = screen.getByLabelText('Mobile Number');
    expect(descriptions(input)).toEqual(['Include the country code.']);
    // No text of an error a reader would hear, or a search find, before it is the field's.
    for (const error of errors) expect(screen.queryByText(error)).toBeNull();
    const room = document.querySelectorAll('[data-text]');
    expect([...room].map((sizer) => sizer.getAttribute('data-text'))).toEqual(errors);
    for (const sizer of room) expect(sizer.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the error in the hint’s place, once, described to the input', () => {
    render(<TextField label="Mobile Number" hint="Include the country code." error={errors[1]} keepRoomFor={errors} />);
    const input = screen.getByLabelText('Mobile Number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(errors[1] ?? '')).toHaveLength(1);
    expect(screen.queryByText('Include the country code.')).toBeNull();
    expect(descriptions(input)).toEqual([errors[1]]);
  });

  it('keeps no room, and adds no element, when it is not asked to', () => {
    const { container } = render(<TextField label="Name" hint="As on the ID." />);
    expect(container.querySelector('[data-text]')).toBeNull();
    expect(container.querySelector('.grid')).toBeNull();
  });
});
