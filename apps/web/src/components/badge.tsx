import type { ReactNode } from 'react';

type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  danger: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  info: 'bg-brand-100 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200',
  neutral: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
};

/** A small status pill. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[tone]}`}>
      {children}
    </span>
  );
}
