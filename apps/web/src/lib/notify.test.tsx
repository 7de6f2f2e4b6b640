import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { failureText, notifyError, notifySuccess } from './notify.ts';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

describe('notify', () => {
  it('shows success and error toasts in the Toaster', async () => {
    render(<Toaster />);
    act(() => notifySuccess('Admin created successfully!'));
    expect(await screen.findByText('Admin created successfully!')).toBeTruthy();
    act(() => notifyError('Failed to create admin: Email already in use'));
    expect(await screen.findByText('Failed to create admin: Email already in use')).toBeTruthy();
  });

  it('writes the failure texts the screens show', () => {
    expect(failureText('create admin', 'Email already in use')).toBe('Failed to create admin: Email already in use');
    expect(failureText('create admin')).toBe('Failed to create admin');
    expect(failureText('suspend admin', '  ')).toBe('Failed to suspend admin');
  });
});
