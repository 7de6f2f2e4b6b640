import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirm, type ConfirmOptions } from './use-confirm.tsx';

afterEach(cleanup);

function Screen({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (confirmed: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={() => void confirm(options).then(onAnswer)}>
        Delete admin
      </button>
      {dialog}
    </>
  );
}

const options: ConfirmOptions = {
  title: 'Delete admin',
  message: 'Are you sure you want to delete this admin?',
  confirmLabel: 'Delete',
  isDestructive: true,
};

describe('useConfirm', () => {
  it('answers true on confirm, after the action', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const onConfirm = vi.fn(async () => {});
    render(<Screen options={{ ...options, onConfirm }} onAnswer={onAnswer} />);
    const opener = screen.getByRole('button', { name: 'Delete admin' });
    await user.click(opener);
    expect(screen.getByRole('alertdialog', { name: 'Delete admin' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('answers false on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Screen options={options} onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Delete admin' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete admin' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(2));
    expect(onAnswer.mock.calls).toEqual([[false], [false]]);
  });
});
