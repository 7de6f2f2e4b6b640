import { ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../../../lib/format/count.ts';

/** One counter card: a label over a number ("—" until it is known). */
function Counter({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-xs dark:border-gray-800 dark:bg-gray-900">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
        {icon}
      </span>
      <dl className="min-w-0">
        <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
        <dd className="text-2xl font-semibold text-gray-900 dark:text-white">
          {value === undefined ? '—' : formatCount(value)}
        </dd>
      </dl>
    </div>
  );
}

/** Total Admins (the list's `count`) and Active Admins (`active_count`), over all pages. */
export function AdminCounters({ total, active }: { total: number | undefined; active: number | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Counter label="Total Admins" value={total} icon={<Users aria-hidden="true" className="size-5" />} />
      <Counter label="Active Admins" value={active} icon={<ShieldCheck aria-hidden="true" className="size-5" />} />
    </div>
  );
}
