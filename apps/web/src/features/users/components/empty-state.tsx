import type { ReactNode } from 'react';

/** A tab with nothing to list: what is missing, and why. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center dark:border-gray-700">
      <p className="font-medium text-gray-900 dark:text-gray-100">{title}</p>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{children}</p>
    </div>
  );
}
