import { cx } from '../lib/class-names.ts';

type SpinnerProps = {
  /** Read by screen readers; omit when the spinner sits inside a control that says what happens. */
  label?: string;
  className?: string;
};

/** A spinning ring; with a label it is a polite status region. */
export function Spinner({ label, className }: SpinnerProps) {
  const ring = (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cx('size-5 animate-spin', className)}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A whole-area loading state with visible text, for pages and route changes. */
export function PageLoader({ label = 'Loading…', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={cx(
        'flex flex-col items-center justify-center gap-3 text-gray-600 dark:text-gray-300',
        fullScreen ? 'min-h-dvh' : 'min-h-64',
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 animate-spin text-brand-600 dark:text-brand-400">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
