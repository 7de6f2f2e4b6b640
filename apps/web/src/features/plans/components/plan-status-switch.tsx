import { Switch } from 'radix-ui';
import { cx } from '../../../lib/class-names.ts';
import { activeSwitchLabel } from '../plan-texts.ts';

type PlanStatusSwitchProps = {
  title: string;
  isActive: boolean;
  /** The change is on its way to the server: the switch waits, showing the state it has. */
  isBusy: boolean;
  onToggle: () => void;
};

/**
 * A plan's Status: a switch (role="switch", aria-checked) named "Active: {title}". It
 * shows what the server has; a press asks for the change and the row changes only once the
 * server has made it. While busy it keeps its focus (aria-disabled, not disabled, which
 * would drop the focus to the page).
 */
export function PlanStatusSwitch({ title, isActive, isBusy, onToggle }: PlanStatusSwitchProps) {
  return (
    <div className="flex items-center gap-2.5">
      <Switch.Root
        checked={isActive}
        onCheckedChange={() => {
          if (!isBusy) onToggle();
        }}
        aria-label={activeSwitchLabel(title)}
        aria-busy={isBusy || undefined}
        aria-disabled={isBusy || undefined}
        className={cx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          isActive ? 'bg-brand-600 dark:bg-brand-500' : 'bg-gray-300 dark:bg-gray-600',
          isBusy ? 'cursor-wait opacity-60' : 'cursor-pointer',
        )}
      >
        <Switch.Thumb
          className={cx(
            'pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform',
            isActive ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </Switch.Root>
      {/* The switch's name says the same; this is for sighted readers at a glance. */}
      <span
        aria-hidden="true"
        className={cx(
          'text-sm font-medium',
          isActive ? 'text-green-700 dark:text-green-400' : 'text-gray-600 dark:text-gray-400',
        )}
      >
        {isActive ? 'Active' : 'Inactive'}
      </span>
    </div>
  );
}
