import type { ReactNode } from 'react';

/** A form's buttons under a rule: Cancel, then the submit; on a phone stacked, the submit on top. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:justify-end dark:border-gray-800">
      {children}
    </div>
  );
}
