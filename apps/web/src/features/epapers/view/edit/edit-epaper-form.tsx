import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { EpaperWithPages, UpdateEpaperRequest } from '@epaper/shared/epapers.contract';
import { EPAPER_LIMITS } from '@epaper/shared/epapers.texts';
import { Alert } from '../../../../components/alert.tsx';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { Card } from '../../../../components/card.tsx';
import { Checkbox } from '../../../../components/checkbox.tsx';
import { FormActions } from '../../../../components/form-actions.tsx';
import { TextAreaField } from '../../../../components/text-area-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { getErrorMessage } from '../../../../lib/api/error-messages.ts';
import { fieldProps } from '../../../../lib/forms/field-props.ts';
import { showServerFieldErrors } from '../../../../lib/forms/server-field-errors.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { paths } from '../../../../lib/paths.ts';
import { useUpdateEpaper } from '../api/update-epaper.ts';
import { EPAPER_DETAILS_TEXTS } from '../../epaper-details-texts.ts';
import type { EditEpaperOutput, EditEpaperValues } from './edit-epaper-form-schema.ts';
import { editEpaperFormResolver } from './edit-epaper-form-resolver.ts';
import { editBodyOf, editValuesOf } from './edit-epaper-values.ts';
import { EPAPER_SCHEDULE_TEXTS } from '../../schedule/epaper-schedule-texts.ts';
import { PUBLICATION_DATE_BOUNDS } from '../../publication-date-bounds.ts';
import { suggestedGoLiveAt } from '../../schedule/schedule-time.ts';
import { useOpenFindingsConfirm } from '../../readiness/use-open-findings-confirm.tsx';
import { useSameDayConfirm } from '../../schedule/use-same-day-confirm.tsx';
import { SchedulePublishingFields } from '../../schedule/go-live-fields.tsx';

const FIELDS = ['title', 'description', 'publication_date', 'is_published', 'scheduled_at', 'hold_if_late'] as const;

export type EditEpaperFormState = UseFormReturn<EditEpaperValues, unknown, EditEpaperOutput>;

/**
 * The Edit E-Paper form's state, held by the screen: the preview's badge follows it as
 * typed. Its values are the edition as first loaded: the details keep polling while
 * processing, and a poll must not undo what the admin is typing.
 */
export function useEditEpaperForm(epaper: EpaperWithPages): EditEpaperFormState {
  return useForm({ resolver: editEpaperFormResolver.resolver, defaultValues: editValuesOf(epaper) });
}

/** What "… anyway" does when the day already has a published or scheduled edition. */
function anywayLabel(epaper: EpaperWithPages, body: UpdateEpaperRequest): string {
  if (body.is_published && !epaper.is_published) return EPAPER_SCHEDULE_TEXTS.publishAnyway;
  if (typeof body.scheduled_at === 'string') return EPAPER_SCHEDULE_TEXTS.scheduleAnyway;
  return EPAPER_SCHEDULE_TEXTS.saveAnyway;
}

/**
 * What "… anyway" says when the save would put an edition with open findings before
 * readers: publishing it, or setting or moving its time. Null for a save that does neither.
 */
function goingLiveLabel(epaper: EpaperWithPages, body: UpdateEpaperRequest): string | null {
  if (body.is_published && !epaper.is_published) return EPAPER_SCHEDULE_TEXTS.publishAnyway;
  if (typeof body.scheduled_at === 'string') return EPAPER_SCHEDULE_TEXTS.scheduleAnyway;
  return null;
}

/**
 * Published, or "Schedule publishing" with its time: one or the other, so ticking one
 * unticks the other. A schedule starts from the edition's day at the usual hour.
 */
function PublishingFields({ form }: { form: EditEpaperFormState }) {
  const isScheduled = useWatch({ control: form.control, name: 'is_scheduled' });
  const published = fieldProps(form, 'is_published');
  const scheduled = fieldProps(form, 'is_scheduled');
  const onPublishedChange = async (event: { target: HTMLInputElement }) => {
    await published.onChange(event);
    if (event.target.checked) form.setValue('is_scheduled', false);
  };
  const onScheduledChange = async (event: { target: HTMLInputElement }) => {
    await scheduled.onChange(event);
    if (!event.target.checked) return;
    form.setValue('is_published', false);
    if (!form.getValues('scheduled_at')) {
      form.setValue('scheduled_at', suggestedGoLiveAt(form.getValues('publication_date')));
    }
  };
  return (
    <div className="space-y-4">
      <Checkbox
        label={EPAPER_DETAILS_TEXTS.publishedLabel}
        {...published}
        onChange={(event) => void onPublishedChange(event)}
      />
      <SchedulePublishingFields
        isScheduled={isScheduled}
        scheduled={{ ...scheduled, onChange: onScheduledChange }}
        goLiveAt={fieldProps(form, 'scheduled_at')}
        holdIfLate={fieldProps(form, 'hold_if_late')}
      />
    </div>
  );
}

/**
 * The Edit E-Paper form. Publishing or scheduling an edition with open findings of its
 * checks is asked about first, then a second published or scheduled edition of its day.
 */
export function EditEpaperForm({ epaper, form }: { epaper: EpaperWithPages; form: EditEpaperFormState }) {
  const update = useUpdateEpaper();
  const sameDay = useSameDayConfirm();
  const openFindings = useOpenFindingsConfirm();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const viewPath = paths.epapers.view(epaper.id);

  // The contract's output: the texts trimmed, as the server stores them.
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = editBodyOf(epaper, values);
    const goingLive = goingLiveLabel(epaper, body);
    // No: nothing is saved, and Cancel gave the focus back to Save Changes.
    if (goingLive && !(await openFindings.ask(epaper, goingLive))) return;
    try {
      const answer = await sameDay.run(
        (isConfirmed) =>
          update.mutateAsync({ id: epaper.id, body: isConfirmed ? { ...body, confirm_same_day: true } : body }),
        anywayLabel(epaper, body),
      );
      if (!answer) return;
      notifySuccess(EPAPER_DETAILS_TEXTS.updated);
      void navigate(viewPath);
    } catch (error) {
      if (!showServerFieldErrors(form.setError, error, FIELDS)) setFailure(getErrorMessage(error));
    }
  });

  return (
    <Card title="E-Paper Information">
      <form noValidate onSubmit={onSubmit} onFocus={() => void editEpaperFormResolver.preload()} className="space-y-5">
        {failure !== null && (
          <Alert tone="error" title={EPAPER_DETAILS_TEXTS.updateFailed}>
            {failure}
          </Alert>
        )}
        <TextField
          label="Title"
          autoComplete="off"
          maxLength={EPAPER_LIMITS.maxTitleLength}
          {...fieldProps(form, 'title')}
        />
        <TextAreaField
          label="Description"
          rows={5}
          maxLength={EPAPER_LIMITS.maxDescriptionLength}
          {...fieldProps(form, 'description')}
        />
        <TextField
          label="Publication Date"
          type="date"
          {...PUBLICATION_DATE_BOUNDS}
          className="sm:max-w-56"
          {...fieldProps(form, 'publication_date')}
        />
        <PublishingFields form={form} />
        <FormActions>
          <Link to={viewPath} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" isLoading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </FormActions>
      </form>
      {openFindings.dialog}
      {sameDay.dialog}
    </Card>
  );
}
