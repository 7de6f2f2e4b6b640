import { useState, type ReactNode } from 'react';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { DialogHeader } from '../../../../components/dialog-header.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';

/** What a page change needs of the edition: its id, and its pages to count. */
export type ChangedEpaper = Pick<EpaperWithPages, 'id' | 'pages'>;

/** What the dialog hands its form: to say the change is under way, and that it is done. */
export type PageChangeDialogWork = {
  onBusyChange: (isBusy: boolean) => void;
  onDone: () => void;
};

type PageChangeDialogProps<Opening> = {
  title: string;
  description: string;
  /** What it opens on (a page number); null while closed. */
  opening: Opening | null;
  onClose: () => void;
  renderForm: (opening: Opening, work: PageChangeDialogWork) => ReactNode;
};

/**
 * The modal of a change to an edition's pages (Replace, Insert): its title and the ×,
 * neither Escape, a click outside nor the × closing it while the change is under way.
 * Focus goes back to what opened it on closing.
 */
export function PageChangeDialog<Opening>({
  title,
  description,
  opening,
  onClose,
  renderForm,
}: PageChangeDialogProps<Opening>) {
  const [isBusy, setIsBusy] = useState(false);
  return (
    <ModalDialog
      isOpen={opening !== null}
      onOpenChange={(open) => !open && !isBusy && onClose()}
      width="md"
      className="overflow-y-auto p-6"
      isBusy={isBusy}
      onEscapeKeyDown={(event) => isBusy && event.preventDefault()}
    >
      <DialogHeader title={title} description={description} isBusy={isBusy} />
      {/* Inside the content: built afresh, for the page asked, each time the dialog opens. */}
      {opening !== null && renderForm(opening, { onBusyChange: setIsBusy, onDone: onClose })}
    </ModalDialog>
  );
}
