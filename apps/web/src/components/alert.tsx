import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { CircleAlert, CircleCheck } from 'lucide-react';

type AlertTone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/50 dark:text-red-200',
  success:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/50 dark:text-green-200',
  info: 'border-brand-200 bg-brand-50 text-brand-800 dark:border-brand-900/60 dark:bg-brand-950/50 dark:text-brand-200',
  warning:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/50 dark:text-amber-200',
};

type AlertProps = {
  tone?: AlertTone;
  title?: string;
  /** A control at the end, e.g. a Retry button. */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/**
 * A message box. Errors are announced at once (role="alert"); other tones politely
 * (role="status").
 */
export function Alert({ tone = 'info', title, action, className, children }: AlertProps) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', TONES[tone], className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
