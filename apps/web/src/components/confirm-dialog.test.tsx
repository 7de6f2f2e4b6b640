import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

/** A row button that opens the dialog itself (no Radix trigger), as a table's actions do. */
function SuspendButton({ onConfirm }: { onConfirm: () => unknown }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Suspend
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title="Suspend admin"
        message="Are you sure you want to suspend this admin?"
        confirmLabel="Suspend"
        isDestructive
        onConfirm={onConfirm}
      />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('opens as a named alert dialog with the message, focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<SuspendButton onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend admin' });
    expect(dialog.textContent).toContain('Are you sure you want to suspend this admin?');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('closes on Cancel and on Escape, and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<SuspendButton onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Suspend' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is busy while the action runs, then closes', async () => {
    const user = userEvent.setup();
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    render(<SuspendButton onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Suspend' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog');
    const confirm = screen.getAllByRole('button', { name: 'Suspend' }).find((button) => dialog.contains(button))!;
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    action.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('stays open when the action fails, for another try', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('Network error')).mockResolvedValueOnce(undefined);
    render(<SuspendButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('alertdialog');
    const confirm = () => screen.getAllByRole('button', { name: 'Suspend' }).find((button) => dialog.contains(button))!;
    await user.click(confirm());
    await waitFor(() => expect(confirm().hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.click(confirm());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('opens from its own trigger', async () => {
    const user = userEvent.setup();
    function WithTrigger() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <ConfirmDialog
          isOpen={isOpen}
          onOpenChange={setIsOpen}
          title="Delete plan"
          message="Are you sure you want to delete this subscription plan? This action cannot be undone."
          confirmLabel="Delete"
          onConfirm={() => {}}
          trigger={<button type="button">Delete plan</button>}
        />
      );
    }
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Delete plan' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});
