import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/text-field.tsx';
import { fieldProps } from '../../../../lib/forms/field-props.ts';
import { useReplacePages } from '../api/replace-pages.ts';
import { LATE_PAGES_TEXTS } from '../late-pages-texts.ts';
import { replacePagesResolver } from './late-pages-form-resolver.ts';
import type { ReplacePagesOutput, ReplacePagesValues } from './late-pages-form-values.ts';
import { PageChangeDialog, type ChangedEpaper, type PageChangeDialogWork } from './page-change-dialog.tsx';
import { PageChangeForm } from './page-change-form.tsx';

const FIELDS = ['from_page', 'to_page', 'pdf_file'] as const;

type ReplacePagesDialogProps = {
  epaper: ChangedEpaper;
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
  return (
    <PageChangeDialog
      title={LATE_PAGES_TEXTS.replaceTitle}
      description={LATE_PAGES_TEXTS.replaceDescription}
      opening={page}
      onClose={onClose}
      renderForm={(opening, work) => <ReplacePagesForm epaper={epaper} page={opening} {...work} />}
    />
  );
}

type ReplacePagesFormProps = PageChangeDialogWork & { epaper: ChangedEpaper; page: number };

function ReplacePagesForm({ epaper, page, ...work }: ReplacePagesFormProps) {
  const upload = useReplacePages();
  const [resolver] = useState(() => replacePagesResolver(epaper.pages.length));
  const form = useForm<ReplacePagesValues, unknown, ReplacePagesOutput>({
    resolver,
    defaultValues: { from_page: String(page), to_page: String(page), pdf_file: null },
  });

  const from = fieldProps(form, 'from_page');
  const onFromChange = async (event: { target: HTMLInputElement }) => {
    await from.onChange(event);
    // To defaults to From: one page replaced, unless a range is typed.
    if (!form.getFieldState('to_page').isDirty) form.setValue('to_page', event.target.value);
  };

  const send = async ({ from: first, to: last, file }: ReplacePagesOutput) => {
    await upload.send({ id: epaper.id, from: first, to: last, file });
    return LATE_PAGES_TEXTS.replaced(first, last);
  };

  return (
    <PageChangeForm
      form={form}
      fields={FIELDS}
      upload={upload}
      send={send}
      sendingText={({ from: first, to: last }) => LATE_PAGES_TEXTS.replacing(first, last)}
      failureTitle={LATE_PAGES_TEXTS.replaceFailed}
      submitLabel={LATE_PAGES_TEXTS.replaceSubmit}
      busyLabel={LATE_PAGES_TEXTS.replaceBusy}
      {...work}
    >
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
    </PageChangeForm>
  );
}
