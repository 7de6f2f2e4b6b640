import { useState } from 'react';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { DialogHeader } from '../../../components/dialog-header.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { LATE_PAGES_TEXTS } from './late-pages-texts.ts';
import { PageHistory } from './page-history.tsx';

type PageHistoryDialogProps = {
  epaperId: number;
  /** The page whose history shows; null while closed. */
  page: Pick<EpaperPage, 'id' | 'page_number'> | null;
  onClose: () => void;
};

/** "Page 3 history": the page's versions, each with a preview, and Restore on the earlier ones. */
export function PageHistoryDialog({ epaperId, page, onClose }: PageHistoryDialogProps) {
  // The page as opened: its number stays in the title while a restore changes the edition.
  const [isBusy, setIsBusy] = useState(false);
  return (
    <ModalDialog
      isOpen={page !== null}
      onOpenChange={(open) => !open && !isBusy && onClose()}
      width="lg"
      className="overflow-y-auto p-6"
      isBusy={isBusy}
      onEscapeKeyDown={(event) => isBusy && event.preventDefault()}
    >
      {page && (
        <>
          <DialogHeader
            title={LATE_PAGES_TEXTS.historyTitle(page.page_number)}
            description={LATE_PAGES_TEXTS.historyDescription}
            isBusy={isBusy}
          />
          <PageHistory epaperId={epaperId} page={page} onBusyChange={setIsBusy} />
        </>
      )}
    </ModalDialog>
  );
}
