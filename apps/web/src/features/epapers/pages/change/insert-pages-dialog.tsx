import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/text-field.tsx';
import { fieldProps } from '../../../../lib/forms/field-props.ts';
import { useInsertPages } from '../api/insert-pages.ts';
import { LATE_PAGES_TEXTS } from '../late-pages-texts.ts';
import { insertPagesResolver } from './late-pages-form-resolver.ts';
import type { InsertPagesOutput, InsertPagesValues } from './late-pages-form-values.ts';
import { PageChangeDialog, type ChangedEpaper, type PageChangeDialogWork } from './page-change-dialog.tsx';
import { PageChangeForm } from './page-change-form.tsx';

const FIELDS = ['after_page', 'pdf_file'] as const;

type InsertPagesDialogProps = {
  epaper: ChangedEpaper;
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
  return (
    <PageChangeDialog
      title={LATE_PAGES_TEXTS.insertTitle}
      description={LATE_PAGES_TEXTS.insertDescription}
      opening={after}
      onClose={onClose}
      renderForm={(opening, work) => <InsertPagesForm epaper={epaper} after={opening} {...work} />}
    />
  );
}

type InsertPagesFormProps = PageChangeDialogWork & { epaper: ChangedEpaper; after: number };

function InsertPagesForm({ epaper, after, ...work }: InsertPagesFormProps) {
  const upload = useInsertPages();
  const [resolver] = useState(() => insertPagesResolver(epaper.pages.length));
  const form = useForm<InsertPagesValues, unknown, InsertPagesOutput>({
    resolver,
    defaultValues: { after_page: String(after), pdf_file: null },
  });

  const send = async ({ after: afterPage, file }: InsertPagesOutput) => {
    const before = epaper.pages.length;
    const answer = await upload.send({ id: epaper.id, after: afterPage, file });
    return LATE_PAGES_TEXTS.inserted(answer.pages.length - before, afterPage);
  };

  return (
    <PageChangeForm
      form={form}
      fields={FIELDS}
      upload={upload}
      send={send}
      sendingText={({ after: afterPage }) => LATE_PAGES_TEXTS.inserting(afterPage)}
      failureTitle={LATE_PAGES_TEXTS.insertFailed}
      submitLabel={LATE_PAGES_TEXTS.insertSubmit}
      busyLabel={LATE_PAGES_TEXTS.insertBusy}
      {...work}
    >
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
    </PageChangeForm>
  );
}
