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
import { useInsertPages } from '../api/insert-pages.ts';
import { LATE_PAGES_TEXTS } from '../late-pages-texts.ts';
import { insertPagesResolver, preloadLatePagesRules } from '../late-pages-form-resolver.ts';
import type { InsertPagesOutput, InsertPagesValues } from '../late-pages-form-values.ts';
import { PagesUploadProgress } from './pages-upload-progress.tsx';
import { PdfDropZone } from './pdf-drop-zone.tsx';

const FIELDS = ['after_page', 'pdf_file'] as const;

type InsertPagesDialogProps = {
  epaper: Pick<EpaperWithPages, 'id' | 'pages'>;
  /** The page the new ones go after (0: at the front); null while closed. */
  after: number | null;
  onClose: () => void;
};

/**
 * "Insert pages": After page (0 puts them at the front) and the PDF whose pages go in,
 * with its upload's progress. The server's refusals show under their field, anything
 * else above the form. Focus goes back to what opened it on closing.
 */
export function InsertPagesDialog({ epaper, after, onClose }: InsertPagesDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  return (
    <ModalDialog
      isOpen={after !== null}
      onOpenChange={(open) => !open && !isBusy && onClose()}
      width="md"
      className="overflow-y-auto p-6"
      isBusy={isBusy}
      onEscapeKeyDown={(event) => isBusy && event.preventDefault()}
    >
      <DialogHeader
        title={LATE_PAGES_TEXTS.insertTitle}
        description={LATE_PAGES_TEXTS.insertDescription}
        isBusy={isBusy}
      />
      {after !== null && <InsertPagesForm epaper={epaper} after={after} onBusyChange={setIsBusy} onDone={onClose} />}
    </ModalDialog>
  );
}

type InsertPagesFormProps = {
  epaper: Pick<EpaperWithPages, 'id' | 'pages'>;
  after: number;
  onBusyChange: (isBusy: boolean) => void;
  onDone: () => void;
};

function InsertPagesForm({ epaper, after, onBusyChange, onDone }: InsertPagesFormProps) {
  const upload = useInsertPages();
  const [failure, setFailure] = useState<string | null>(null);
  const [sendingAfter, setSendingAfter] = useState<number | null>(null);
  const [resolver] = useState(() => insertPagesResolver(epaper.pages.length));
  const form = useForm<InsertPagesValues, unknown, InsertPagesOutput>({
    resolver,
    defaultValues: { after_page: String(after), pdf_file: null },
  });
  useEffect(() => {
    void preloadLatePagesRules();
  }, []);

  const onSubmit = form.handleSubmit(async ({ after: afterPage, file }) => {
    setFailure(null);
    setSendingAfter(afterPage);
    onBusyChange(true);
    const before = epaper.pages.length;
    try {
      const answer = await upload.send({ id: epaper.id, after: afterPage, file });
      notifySuccess(LATE_PAGES_TEXTS.inserted(answer.pages.length - before, afterPage));
      onBusyChange(false);
      onDone();
    } catch (error) {
      onBusyChange(false);
      setSendingAfter(null);
      if (!showServerFieldErrors(form.setError, error, FIELDS)) setFailure(getErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
      {failure !== null && (
        <Alert tone="error" title={LATE_PAGES_TEXTS.insertFailed}>
          {failure}
        </Alert>
      )}
      <TextField
        label={LATE_PAGES_TEXTS.afterPage}
        type="number"
        inputMode="numeric"
        min={0}
        max={epaper.pages.length}
        hint={LATE_PAGES_TEXTS.afterPageHint}
        className="sm:max-w-40"
        {...fieldProps(form, 'after_page')}
      />
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
      {sendingAfter !== null && upload.progress && (
        <PagesUploadProgress
          text={LATE_PAGES_TEXTS.inserting(sendingAfter)}
          progress={upload.progress}
          fileSize={form.getValues('pdf_file')?.size ?? 0}
        />
      )}
      <ModalFormActions
        isBusy={upload.isPending}
        submitLabel={LATE_PAGES_TEXTS.insertSubmit}
        busyLabel={LATE_PAGES_TEXTS.insertBusy}
      />
    </form>
  );
}
