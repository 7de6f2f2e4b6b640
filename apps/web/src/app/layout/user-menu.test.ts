import { describe, expect, it } from 'vitest';
import { headerLabel } from './user-menu-trigger.tsx';

describe('who the header says is signed in', () => {
  it("is the admin's name", () => {
    expect(headerLabel('Meera Iyer', 'meera.iyer@example.in')).toBe('Meera Iyer');
    expect(headerLabel('  Meera Iyer ', null)).toBe('Meera Iyer');
  });

  it('falls back to the part of the email before the @ when the name is empty, then to "User"', () => {
    expect(headerLabel('', 'meera.iyer@example.in')).toBe('meera.iyer');
    expect(headerLabel('   ', 'desk@example.in')).toBe('desk');
    expect(headerLabel(undefined, undefined)).toBe('User');
    expect(headerLabel('', '')).toBe('User');
  });
});
