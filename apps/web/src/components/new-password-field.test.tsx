import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { NewPasswordField } from './new-password-field.tsx';

afterEach(cleanup);

const personal = { name: 'Priya Shah', email: 'priya@example.com', phone: '+919876543210' };

describe('NewPasswordField', () => {
  it('shows no meter before anything is typed', () => {
    render(<NewPasswordField label="Password" password="" personal={personal} />);
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('meters the password and says why a weak one is refused, described to the input', async () => {
    render(<NewPasswordField label="Password" password="password" personal={personal} />);
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuetext')).toBe('Very weak');
    const input = screen.getByLabelText('Password');
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Password strength: Very weak. Password is too weak. This is a heavily used password. Add more words that are less common.',
    );
  });

  it("counts the account's own name against the password, and leaves the why to the field's error", async () => {
    render(<NewPasswordField label="Password" password="priyashah2026" personal={personal} error="Refused" />);
    const meter = await screen.findByRole('meter');
    await waitFor(() => expect(Number(meter.getAttribute('aria-valuenow'))).toBeLessThan(3));
    expect(screen.getByText(/^Password strength: /).parentElement?.textContent).not.toContain('too weak');
    expect(screen.getByText('Refused')).toBeTruthy();
  });

  it('calls a strong password strong', async () => {
    render(<NewPasswordField label="Password" password="Quiet-Harbour-Lamp-42" personal={personal} />);
    expect((await screen.findByRole('meter')).getAttribute('aria-valuetext')).toBe('Very strong');
  });
});
