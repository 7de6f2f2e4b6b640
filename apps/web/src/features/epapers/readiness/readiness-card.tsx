import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Card } from '../../../components/card.tsx';
import { READINESS_REPORT_TEXTS } from './readiness-report-texts.ts';
import { ReadinessFinding } from './readiness-finding.tsx';

type ReadinessEpaper = Pick<EpaperWithPages, 'id' | 'processing_status' | 'readiness_checked' | 'findings' | 'pages'>;

/** "2 findings to review", "All findings accepted", or that every check passed; said again when it changes. */
function ReadinessSummary({ findings }: { findings: ReadinessEpaper['findings'] }) {
  const open = findings.filter((finding) => !finding.accepted).length;
  const isClear = open === 0;
  const text =
    findings.length === 0
      ? READINESS_REPORT_TEXTS.allPassed
      : isClear
        ? READINESS_REPORT_TEXTS.allAccepted
        : READINESS_REPORT_TEXTS.toReview(open);
  const Icon = isClear ? CircleCheck : TriangleAlert;
  return (
    <p
      role="status"
      className={
        isClear
          ? 'flex items-center gap-2 text-sm font-medium text-green-800 dark:text-green-300'
          : 'flex items-center gap-2 text-sm font-medium text-amber-900 dark:text-amber-200'
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}

/**
 * View E-Paper's "Checks before publishing": the summary, then each finding with its
 * pages and Accept or Undo. Before the checks have run: a note while processing, else
 * nothing (an edition processed before the checks existed has none).
 */
export function ReadinessCard({ epaper }: { epaper: ReadinessEpaper }) {
  if (!epaper.readiness_checked) {
    if (epaper.processing_status !== 'pending') return null;
    return (
      <Card title={READINESS_REPORT_TEXTS.title}>
        <p className="text-sm text-gray-600 dark:text-gray-400">{READINESS_REPORT_TEXTS.checksPending}</p>
      </Card>
    );
  }
  const pageNumbers = new Set(epaper.pages.map((page) => page.page_number));
  return (
    <Card title={READINESS_REPORT_TEXTS.title}>
      <div className="space-y-4">
        <ReadinessSummary findings={epaper.findings} />
        {epaper.findings.length > 0 && (
          <ul className="divide-y divide-gray-200 border-t border-gray-200 pt-4 dark:divide-gray-800 dark:border-gray-800">
            {epaper.findings.map((finding) => (
              <ReadinessFinding key={finding.id} epaperId={epaper.id} finding={finding} pageNumbers={pageNumbers} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
