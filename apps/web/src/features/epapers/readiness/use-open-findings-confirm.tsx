import { useCallback, type ReactNode } from 'react';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { READINESS_REPORT_TEXTS } from './readiness-report-texts.ts';

/** What the question needs of an edition: how many findings are open, and the findings. */
export type FindingsOf = Pick<EpaperWithPages, 'open_findings' | 'findings'>;

/**
 * The question's text: the lead, then each open finding's sentence. A list in spans: the
 * confirm dialog's description is a paragraph, which may not hold a <ul>.
 */
function OpenFindingsMessage({ epaper }: { epaper: FindingsOf }) {
  const open = epaper.findings.filter((finding) => !finding.accepted);
  return (
    <>
      {READINESS_REPORT_TEXTS.confirmLead(epaper.open_findings)}
      <span role="list" className="mt-2 block space-y-1">
        {open.map((finding) => (
          <span key={finding.id} role="listitem" className="flex gap-2">
            <span aria-hidden="true">•</span>
            <span>{finding.message}</span>
          </span>
        ))}
      </span>
    </>
  );
}

/**
 * Publishing or scheduling an edition whose checks found things not yet accepted:
 * `ask(epaper, confirmLabel)` shows the open findings and answers whether to go on (true
 * at once when none is open). It comes before the same-day question, which is the
 * server's. Cancel gives the focus back to what opened it. Render `dialog` once.
 */
export function useOpenFindingsConfirm(): {
  ask: (epaper: FindingsOf, confirmLabel: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const { confirm, dialog } = useConfirm();
  const ask = useCallback(
    async (epaper: FindingsOf, confirmLabel: string) => {
      if (epaper.open_findings === 0) return true;
      return confirm({
        title: READINESS_REPORT_TEXTS.confirmTitle,
        message: <OpenFindingsMessage epaper={epaper} />,
        confirmLabel,
      });
    },
    [confirm],
  );
  return { ask, dialog };
}
