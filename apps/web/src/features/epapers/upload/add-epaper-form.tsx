import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Upload } from 'lucide-react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fieldProps } from '../../../lib/forms/field-props.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { isAbort, useUploadEpaper } from './api/upload-epaper.ts';
import { addEpaperFormResolver } from './add-epaper-form-resolver.ts';
import type { AddEpaperOutput, AddEpaperValues } from './add-epaper-form-schema.ts';
import { EPAPER_SCREEN_TEXTS } from '../epaper-texts.ts';
import { PUBLICATION_DATE_BOUNDS } from '../publication-date-bounds.ts';
import { serviceTomorrow } from '../../../lib/format/service-time.ts';
import { suggestedGoLiveAt } from '../schedule/schedule-time.ts';
import { useSameDayUploadCheck } from './use-same-day-upload-check.tsx';
import { SchedulePublishingFields } from '../schedule/go-live-fields.tsx';
import { PdfFileField } from './pdf-file-field.tsx';
import { UploadProgress } from './upload-progress.tsx';

/** A new edition is usually tomorrow's paper, on the service's calendar; unscheduled. */
const emptyValues = (): AddEpaperValues => ({
  title: '',
  description: '',
  publication_date: serviceTomorrow(),
  pdf_file: null,
  is_scheduled: false,
  scheduled_at: '',
  hold_if_late: false,
});

const FIELDS = ['title', 'description', 'publication_date', 'scheduled_at', 'hold_if_late', 'pdf_file'] as const;

/** While an upload runs, closing or reloading the tab asks first: it would throw the upload away. */
function useLeaveWarning(isActive: boolean) {
  useEffect(() => {
    if (!isActive) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive]);
}

/**
 * Focuses a field the server refused once the upload has settled: while it ran, the
 * fields were disabled, and a disabled field cannot take the focus.
 */
function useFocusAfterUpload(isUploading: boolean, setFocus: (field: keyof AddEpaperValues) => void) {
  const pending = useRef<keyof AddEpaperValues | null>(null);
  useEffect(() => {
    if (isUploading || !pending.current) return;
    setFocus(pending.current);
    pending.current = null;
  }, [isUploading, setFocus]);
  return (field: keyof AddEpaperValues | null) => {
    pending.current = field;
  };
}

/** "Schedule publishing"; ticking it offers the edition's day at the usual hour. */
function ScheduleFields({ form }: { form: UseFormReturn<AddEpaperValues, unknown, AddEpaperOutput> }) {
  const isScheduled = useWatch({ control: form.control, name: 'is_scheduled' });
  const scheduled = fieldProps(form, 'is_scheduled');
  const onScheduledChange = async (event: { target: HTMLInputElement }) => {
    await scheduled.onChange(event);
    if (event.target.checked && !form.getValues('scheduled_at')) {
      form.setValue('scheduled_at', suggestedGoLiveAt(form.getValues('publication_date')));
    }
  };
  return (
    <SchedulePublishingFields
      isScheduled={isScheduled}
      scheduled={{ ...scheduled, onChange: onScheduledChange }}
      goLiveAt={fieldProps(form, 'scheduled_at')}
      holdIfLate={fieldProps(form, 'hold_if_late')}
    />
  );
}

/**
 * The upload form: title, description, publication date, the PDF and an optional
 * schedule, checked here before anything is sent; a second edition of a day is asked
 * about; then the upload with its progress. Cancel goes back to the list, stopping an
 * upload under way.
 */
export function AddEpaperForm() {
  const navigate = useNavigate();
  const uploader = useUploadEpaper();
  const sameDay = useSameDayUploadCheck();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: addEpaperFormResolver.resolver, defaultValues: emptyValues() });
  const file = useWatch({ control: form.control, name: 'pdf_file' });
  useLeaveWarning(uploader.isUploading);
  const focusAfterUpload = useFocusAfterUpload(uploader.isUploading, form.setFocus);

  // The contract's output: the texts trimmed, as the server stores them.
  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.pdf_file) return;
    setFailure(null);
    focusAfterUpload(null);
    const answer = await sameDay.check(values.publication_date);
    if (answer === 'declined') return;
    try {
      await uploader.upload({
        title: values.title,
        description: values.description,
        publicationDate: values.publication_date,
        file: values.pdf_file,
        schedule: values.is_scheduled
          ? { scheduledAt: values.scheduled_at, holdIfLate: values.hold_if_late }
          : undefined,
        confirmSameDay: answer === 'confirmed',
      });
      notifySuccess(EPAPER_SCREEN_TEXTS.uploaded);
      void navigate(paths.epapers.list);
    } catch (error) {
      // Cancelled here: the screen is already on its way back to the list.
      if (isAbort(error)) return;
      // Field errors from the server (a 400's or 413's `errors`) go under their fields;
      // anything else is the one failure text.
      if (showServerFieldErrors(form.setError, error, FIELDS)) {
        const first = FIELDS.find((field) => form.getFieldState(field).error) ?? null;
        // Now, if the fields are enabled again already; else once they are.
        if (first) form.setFocus(first);
        focusAfterUpload(first);
      } else {
        setFailure(EPAPER_SCREEN_TEXTS.uploadFailed);
      }
    }
  });

  const cancel = () => {
    uploader.cancel();
    void navigate(paths.epapers.list);
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} onFocus={() => void addEpaperFormResolver.preload()} className="space-y-5">
        {failure !== null && <Alert tone="error">{failure}</Alert>}
        {/* One disabled fieldset holds every field still while the upload runs; Cancel stays live. */}
        <fieldset disabled={uploader.isUploading} className="space-y-5">
          <legend className="sr-only">E-paper details</legend>
          <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
            <TextField label="Title" autoComplete="off" {...fieldProps(form, 'title')} />
            <TextField
              label="Publication Date"
              type="date"
              {...PUBLICATION_DATE_BOUNDS}
              {...fieldProps(form, 'publication_date')}
            />
          </div>
          <TextAreaField label="Description" className="min-h-32" {...fieldProps(form, 'description')} />
          <ScheduleFields form={form} />
          <PdfFileField form={form} label="PDF file" disabled={uploader.isUploading} />
        </fieldset>

        {uploader.progress && file && <UploadProgress progress={uploader.progress} fileSize={file.size} />}

        <FormActions>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          {/* Off while the day's editions are looked up and asked about, so one click is one upload. */}
          <Button type="submit" isLoading={uploader.isUploading} disabled={form.formState.isSubmitting}>
            {!uploader.isUploading && <Upload aria-hidden="true" className="size-4" />}
            {uploader.isUploading ? EPAPER_SCREEN_TEXTS.uploading : EPAPER_SCREEN_TEXTS.upload}
          </Button>
        </FormActions>
      </form>
      {sameDay.dialog}
    </>
  );
}
