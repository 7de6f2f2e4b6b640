import { Link } from 'react-router';
import { Check, Undo2 } from 'lucide-react';
import type { EpaperFinding } from '@epaper/shared/epaper-pages.contract';
import { FINDING_TITLES } from '@epaper/shared/epaper-readiness.texts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { useAccount } from '../../../lib/api/account-query.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { failureText, notifyError } from '../../../lib/notify.ts';
import { useUpdateFinding } from './api/update-finding.ts';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';
import { READINESS_REPORT_TEXTS } from './readiness-report-texts.ts';
import { pageSearch } from '../viewer/use-page-deep-link.ts';

type ReadinessFindingProps = {
  epaperId: number;
  finding: EpaperFinding;
  /** The edition's page numbers now: a page named by a finding may have been removed since. */
  pageNumbers: ReadonlySet<number>;
};

/**
 * One finding of the report: its title, its sentence, a link to each page it names (the
 * page viewer opens there), and Accept, or Accepted with Undo. Accept and Undo are one
 * button whose words change, so the focus stays on it; it is never disabled while the
 * answer comes (a disabled button drops the focus), only made inert.
 */
export function ReadinessFinding({ epaperId, finding, pageNumbers }: ReadinessFindingProps) {
  const update = useUpdateFinding();
  // From the cache only: the shell has read the signed-in admin already.
  const { data: account } = useAccount(false);
  const title = FINDING_TITLES[finding.kind];
  const headingId = `finding-${finding.id}`;

  const toggle = async () => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ id: epaperId, findingId: finding.id, accepted: !finding.accepted });
    } catch (error) {
      const action = finding.accepted ? READINESS_REPORT_TEXTS.undoFailed : READINESS_REPORT_TEXTS.acceptFailed;
      notifyError(failureText(action, getErrorMessage(error)));
    }
  };

  const byYou = account !== undefined && finding.accepted_by === account.id;
  const acceptedDetail = READINESS_REPORT_TEXTS.acceptedDetail(
    byYou ? 'you' : finding.accepted_by_name,
    finding.accepted_at ? formatDateTime(finding.accepted_at) : null,
  );

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id={headingId} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
          {title}
        </h3>
        <p className="text-sm break-words text-gray-700 dark:text-gray-300">{finding.message}</p>
        {finding.pages.length > 0 && (
          <ul aria-label={READINESS_REPORT_TEXTS.pagesLabel} className="flex flex-wrap gap-x-3 gap-y-1">
            {finding.pages.map((page) => (
              <li key={page} className="text-sm">
                {pageNumbers.has(page) ? (
                  // Replaces the entry: the viewer takes the number out of the address once open.
                  <Link
                    to={{ search: pageSearch(page) }}
                    replace
                    className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-300"
                  >
                    {EPAPER_DETAILS_TEXTS.pageLabel(page)}
                  </Link>
                ) : (
                  <span className="text-gray-600 dark:text-gray-400">{EPAPER_DETAILS_TEXTS.pageLabel(page)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {finding.accepted && (
          <p className="flex items-start gap-1.5 text-sm text-green-800 dark:text-green-300">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-medium">{READINESS_REPORT_TEXTS.accepted}</span>
              {acceptedDetail && <span className="text-gray-600 dark:text-gray-400"> {acceptedDetail}</span>}
            </span>
          </p>
        )}
      </div>
      {/* Always this element, only its words change: the focus stays on it. */}
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start"
        aria-label={
          finding.accepted ? READINESS_REPORT_TEXTS.undoLabel(title) : READINESS_REPORT_TEXTS.acceptLabel(title)
        }
        aria-disabled={update.isPending || undefined}
        aria-busy={update.isPending || undefined}
        onClick={() => void toggle()}
      >
        {update.isPending ? (
          <Spinner className="size-4" />
        ) : finding.accepted ? (
          <Undo2 aria-hidden="true" className="size-4" />
        ) : (
          <Check aria-hidden="true" className="size-4" />
        )}
        {finding.accepted ? READINESS_REPORT_TEXTS.undo : READINESS_REPORT_TEXTS.accept}
      </Button>
    </li>
  );
}
