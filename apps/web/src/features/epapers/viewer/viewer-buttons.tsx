import type { ComponentProps } from 'react';
import { Button } from '../../../components/button.tsx';

type ViewerButtonProps = ComponentProps<typeof Button> & { isDisabled: boolean };

/**
 * A button that stays focusable at the end of its range (aria-disabled, not disabled): a
 * disabled button under the focus would drop it to the page body, outside the dialog.
 */
export function ViewerButton({ isDisabled, onClick, ...props }: ViewerButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={isDisabled || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={(event) => !isDisabled && onClick?.(event)}
      {...props}
    />
  );
}

type ViewerToggleProps = Omit<ComponentProps<typeof Button>, 'aria-pressed'> & { isOn: boolean };

/** A button that stays pressed while its mode is on (aria-pressed), and looks it. */
export function ViewerToggle({ isOn, ...props }: ViewerToggleProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={isOn}
      className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:aria-pressed:border-brand-400 dark:aria-pressed:bg-brand-950 dark:aria-pressed:text-brand-200"
      {...props}
    />
  );
}
