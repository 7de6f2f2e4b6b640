import { useEffect, useState, type ReactNode } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../../components/alert.tsx';
import { ModalFormActions } from '../../../../components/modal-form-actions.tsx';
import { getErrorMessage } from '../../../../lib/api/error-messages.ts';
import type { UploadProgress } from '../../upload/api/upload-epaper-resumable.ts';
import { showServerFieldErrors } from '../../../../lib/forms/server-field-errors.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { LATE_PAGES_TEXTS } from '../late-pages-texts.ts';
import { preloadLatePagesRules } from './late-pages-form-resolver.ts';
import type { PageChangeDialogWork } from './page-change-dialog.tsx';
import { PagesUploadProgress } from './pages-upload-progress.tsx';
import { PdfFileField } from '../../upload/pdf-file-field.tsx';

type PageChangeFormProps<Values extends { pdf_file: File | null }, Output> = PageChangeDialogWork & {
  form: UseFormReturn<Values, unknown, Output>;
  /** The fields the server's refusals may name, shown under them. */
  fields: readonly Path<Values>[];
  /** The change's upload (useReplacePages, useInsertPages): its progress, and whether it runs. */
  upload: { progress: UploadProgress | null; isPending: boolean };
  /** Sends the checked values; answers the text that says it was done. */
  send: (output: Output) => Promise<string>;
  /** What the progress says while it runs ("Replacing page 3…"). */
  sendingText: (output: Output) => string;
  failureTitle: string;
  submitLabel: string;
  busyLabel: string;
  /** The page numbers, which differ between the changes. */
  children: ReactNode;
};

/**
 * The form of a page change: its page fields, the PDF of the new pages, the upload's
 * progress, Cancel and the submit button. The server's refusals show under their field,
 * anything else above the form.
 */
export function PageChangeForm<Values extends { pdf_file: File | null }, Output>({
  form,
  fields,
  upload,
  send,
  sendingText,
  failureTitle,
  submitLabel,
  busyLabel,
  onBusyChange,
  onDone,
  children,
}: PageChangeFormProps<Values, Output>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  useEffect(() => {
    void preloadLatePagesRules();
  }, []);

  const onSubmit = form.handleSubmit(async (output) => {
    setFailure(null);
    setSending(sendingText(output));
    onBusyChange(true);
    try {
      notifySuccess(await send(output));
      onBusyChange(false);
      onDone();
    } catch (error) {
      onBusyChange(false);
      setSending(null);
      if (!showServerFieldErrors(form.setError, error, fields)) setFailure(getErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
      {failure !== null && (
        <Alert tone="error" title={failureTitle}>
          {failure}
        </Alert>
      )}
      {children}
      <PdfFileField form={form} label={LATE_PAGES_TEXTS.pdfLabel} />
      <p className="text-xs text-gray-600 dark:text-gray-400">{LATE_PAGES_TEXTS.maxPages}</p>
      {sending !== null && upload.progress && (
        <PagesUploadProgress
          text={sending}
          progress={upload.progress}
          fileSize={form.getValues().pdf_file?.size ?? 0}
        />
      )}
      <ModalFormActions isBusy={upload.isPending} submitLabel={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
