import { useNavigate } from 'react-router';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useDeleteEpaper } from './api/delete-epaper.ts';
import { EpaperScreen } from './epaper-screen.tsx';
import { EpaperPagesCard } from '../pages/epaper-pages-card.tsx';
import { EpaperSummaryCard } from './epaper-summary-card.tsx';
import { PublishingActions } from './publishing-actions.tsx';
import { PublishingNotice } from './publishing-notice.tsx';
import { ReadinessCard } from '../readiness/readiness-card.tsx';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';

/** "Delete E-Paper": a confirm, then the delete; back to the list with a toast. */
function useDeleteAction(id: number) {
  const { confirm, dialog } = useConfirm();
  const remove = useDeleteEpaper();
  const navigate = useNavigate();
  const requestDelete = async () => {
    const isDeleted = await confirm({
      title: 'Delete e-paper',
      message: EPAPER_DETAILS_TEXTS.deleteConfirm,
      confirmLabel: 'Delete',
      isDestructive: true,
      onConfirm: async () => {
        try {
          const answer = await remove.mutateAsync(id);
          notifySuccess(answer.message || EPAPER_DETAILS_TEXTS.deleted);
        } catch (error) {
          notifyError(failureText('delete e-paper', getErrorMessage(error)));
          throw error; // The dialog stays open for another try.
        }
      },
    });
    if (isDeleted) void navigate(paths.epapers.list, { replace: true });
  };
  return { requestDelete, isDeleting: remove.isPending, dialog };
}

function EpaperDetails({ epaper }: { epaper: EpaperWithPages }) {
  const deletion = useDeleteAction(epaper.id);
  return (
    <div className="space-y-6">
      <PublishingNotice epaper={epaper} />
      {/* Side by side only from 1280px: beside the 290px sidebar the pages need the room. */}
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <EpaperSummaryCard
          epaper={epaper}
          publishingActions={<PublishingActions epaper={epaper} />}
          onDelete={() => void deletion.requestDelete()}
          isDeleting={deletion.isDeleting}
        />
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <ReadinessCard epaper={epaper} />
          <EpaperPagesCard epaper={epaper} />
        </div>
        {/* Portalled: it takes no cell of the grid. */}
        {deletion.dialog}
      </div>
    </div>
  );
}

/**
 * /epaper-management/view/{id}: one edition, its checks before publishing, its pages (and
 * their late changes), live processing progress, and its actions. `?page=3` opens the page
 * viewer at page 3.
 */
export function ViewEpaperPage({ title }: { title: string }) {
  return <EpaperScreen title={title}>{(data) => <EpaperDetails epaper={data} />}</EpaperScreen>;
}
