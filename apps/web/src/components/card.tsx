import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';

type CardProps = {
  title?: string;
  description?: ReactNode;
  /** Controls shown at the right of the title, e.g. an Edit button. */
  actions?: ReactNode;
  /** Heading level of the title, to keep the page outline right. */
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
};

/** A bordered surface with an optional titled header. */
export function Card({ title, description, actions, headingLevel = 2, className, children }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    // Named by its title: a region a screen reader (and a test) finds by name.
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx(
        'rounded-2xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900',
        className,
      )}
    >
      {(title || actions) && (
        <div className="flex flex-wrap items-start justify-between gap-3 sm:flex-nowrap border-b border-gray-200 px-5 py-4 sm:px-6 dark:border-gray-800">
          <div className="min-w-0">
            {title && (
              <Heading id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-100">
                {title}
              </Heading>
            )}
            {description && <p className="mt-0.5 text-sm text-gray-600 dark:text-gray-400">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </div>
      )}
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
