import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { paths } from '../../../lib/paths.ts';
import { READINESS_REPORT_TEXTS } from './readiness-report-texts.ts';

/**
 * "2 findings" in the list (table and cards) for an edition whose checks before
 * publishing found things not yet accepted: a link to its page, where the report is.
 * Nothing once every finding is accepted, or before the checks have run.
 */
export function FindingsMarker({ epaper }: { epaper: Pick<Epaper, 'id' | 'title' | 'open_findings'> }) {
  const count = epaper.open_findings;
  if (count === 0) return null;
  return (
    <Link
      to={paths.epapers.view(epaper.id)}
      aria-label={READINESS_REPORT_TEXTS.markerLabel(count, epaper.title)}
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 underline-offset-2 hover:underline dark:bg-amber-900/50 dark:text-amber-200"
    >
      <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
      {READINESS_REPORT_TEXTS.marker(count)}
    </Link>
  );
}
