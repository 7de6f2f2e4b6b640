import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Alert } from '../../../components/alert.tsx';
import { DialogHeader } from '../../../components/dialog-header.tsx';
import { ModalFormActions } from '../../../components/form-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { getUploadMaxMb } from '../../../config/app-config.ts';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { fieldProps } from '../../../lib/forms/field-props.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useReplacePages } from '../api/replace-pages.ts';
import { LATE_PAGES_TEXTS } from '../late-pages-texts.ts';
import { preloadLatePagesRules, replacePagesResolver } from '../late-pages-form-resolver.ts';
import type { ReplacePagesOutput, ReplacePagesValues } from '../late-pages-form-values.ts';
import { PagesUploadProgress } from './pages-upload-progress.tsx';
import { PdfDropZone } from './pdf-drop-zone.tsx';

const FIELDS = ['from_page', 'to_page', 'pdf_file'] as const;

type ReplacePagesDialogProps = {
  epaper: Pick<EpaperWithPages, 'id' | 'pages'>;
  /** The page it opens on (From and To); null while closed. */
  page: number | null;
  onClose: () => void;
};

/**
 * "Replace pages": From page and To page (To follows From until it is typed in), the PDF
 * of the new pages, and its upload's progress. The server's refusals show under their
 * field, anything else above the form. Focus goes back to what opened it on closing.
 */
export function ReplacePagesDialog({ epaper, page, onClose }: ReplacePagesDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  return (
    <ModalDialog
      isOpen={page !== null}
      onOpenChange={(open) => !open && !isBusy && onClose()}
      width="md"
      className="overflow-y-auto p-6"
      isBusy={isBusy}
      onEscapeKeyDown={(event) => isBusy && event.preventDefault()}
    >
      <DialogHeader
        title={LATE_PAGES_TEXTS.replaceTitle}
        description={LATE_PAGES_TEXTS.replaceDescription}
        isBusy={isBusy}
      />
      {/* Inside the content: built afresh, for the page asked, each time the dialog opens. */}
      {page !== null && <ReplacePagesForm epaper={epaper} page={page} onBusyChange={setIsBusy} onDone={onClose} />}
    </ModalDialog>
  );
}

type ReplacePagesFormProps = {
  epaper: Pick<EpaperWithPages, 'id' | 'pages'>;
  page: number;
  onBusyChange: (isBusy: boolean) => void;
  onDone: () => void;
};

function ReplacePagesForm({ epaper, page, onBusyChange, onDone }: ReplacePagesFormProps) {
  const upload = useReplacePages();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<{ from: number; to: number } | null>(null);
  const [resolver] = useState(() => replacePagesResolver(epaper.pages.length));
  const form = useForm<ReplacePagesValues, unknown, ReplacePagesOutput>({
    resolver,
    defaultValues: { from_page: String(page), to_page: String(page), pdf_file: null },
  });
  useEffect(() => {
    void preloadLatePagesRules();
  }, []);

  const from = fieldProps(form, 'from_page');
  const onFromChange = async (event: { target: HTMLInputElement }) => {
    await from.onChange(event);
    // To defaults to From: one page replaced, unless a range is typed.
    if (!form.getFieldState('to_page').isDirty) form.setValue('to_page', event.target.value);
  };

  const onSubmit = form.handleSubmit(async ({ from: first, to: last, file }) => {
    setFailure(null);
    setSending({ from: first, to: last });
    onBusyChange(true);
    try {
      await upload.send({ id: epaper.id, from: first, to: last, file });
      notifySuccess(LATE_PAGES_TEXTS.replaced(first, last));
      onBusyChange(false);
      onDone();
    } catch (error) {
      onBusyChange(false);
      setSending(null);
      if (!showServerFieldErrors(form.setError, error, FIELDS)) setFailure(getErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
      {failure !== null && (
        <Alert tone="error" title={LATE_PAGES_TEXTS.replaceFailed}>
          {failure}
        </Alert>
      )}
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={LATE_PAGES_TEXTS.fromPage}
          type="number"
          inputMode="numeric"
          min={1}
          max={epaper.pages.length}
          {...from}
          onChange={(event) => void onFromChange(event)}
        />
        <TextField
          label={LATE_PAGES_TEXTS.toPage}
          type="number"
          inputMode="numeric"
          min={1}
          max={epaper.pages.length}
          {...fieldProps(form, 'to_page')}
        />
      </div>
      <Controller
        control={form.control}
        name="pdf_file"
        render={({ field, fieldState }) => (
          <PdfDropZone
            label={LATE_PAGES_TEXTS.pdfLabel}
            maxSizeMb={getUploadMaxMb()}
            file={field.value}
            onChange={(chosen) => {
              field.onChange(chosen);
              if (chosen) void form.trigger('pdf_file');
              else form.clearErrors('pdf_file');
            }}
            onManyFiles={(message) => form.setError('pdf_file', { message }, { shouldFocus: true })}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <p className="text-xs text-gray-600 dark:text-gray-400">{LATE_PAGES_TEXTS.maxPages}</p>
      {sending && upload.progress && (
        <PagesUploadProgress
          text={LATE_PAGES_TEXTS.replacing(sending.from, sending.to)}
          progress={upload.progress}
          fileSize={form.getValues('pdf_file')?.size ?? 0}
        />
      )}
      <ModalFormActions
        isBusy={upload.isPending}
        submitLabel={LATE_PAGES_TEXTS.replaceSubmit}
        busyLabel={LATE_PAGES_TEXTS.replaceBusy}
      />
    </form>
  );
}
