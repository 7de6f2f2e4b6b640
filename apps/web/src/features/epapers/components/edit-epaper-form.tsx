import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { EpaperWithPages, UpdateEpaperRequest } from '@epaper/shared/epapers.contract';
import { EPAPER_LIMITS } from '@epaper/shared/epapers.texts';
import { Alert } from '../../../components/alert.tsx';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { describedBy, Field, inputClasses } from '../../../components/field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useUpdateEpaper } from '../api/update-epaper.ts';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';
import {
  descriptionError as descriptionProblem,
  PUBLICATION_DATE_BOUNDS,
  publicationDateError,
  titleError,
} from '../epaper-field-rules.ts';

type EditEpaperValues = { title: string; description: string; publication_date: string; is_published: boolean };

const FIELDS = ['title', 'description', 'publication_date', 'is_published'] as const;

function valuesOf(epaper: EpaperWithPages): EditEpaperValues {
  return {
    title: epaper.title,
    description: epaper.description,
    publication_date: epaper.publication_date,
    is_published: epaper.is_published,
  };
}

function toRequest(values: EditEpaperValues): UpdateEpaperRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    publication_date: values.publication_date.trim(),
    is_published: values.is_published,
  };
}

/** A react-hook-form rule from one of the shared field checks: true, or the message. */
const rule = (check: (value: string) => string | undefined) => (value: string) => check(value) ?? true;

/**
 * The Edit E-Paper form. Its values are the edition as first loaded: the details keep
 * polling while processing, and a poll must not undo what the admin is typing.
 */
export function EditEpaperForm({ epaper }: { epaper: EpaperWithPages }) {
  const update = useUpdateEpaper();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditEpaperValues>({ defaultValues: valuesOf(epaper) });
  const { errors } = form.formState;
  const descriptionId = useId();
  const publishedId = useId();
  const descriptionError = errors.description?.message;
  const publishedError = errors.is_published?.message;
  const viewPath = paths.epapers.view(epaper.id);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: epaper.id, body: toRequest(values) });
      notifySuccess(EPAPER_DETAILS_TEXTS.updated);
      void navigate(viewPath);
    } catch (error) {
      if (!showServerFieldErrors(form.setError, error, FIELDS)) setFailure(getErrorMessage(error));
    }
  });

  return (
    <Card title="E-Paper Information">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure !== null && (
          <Alert tone="error" title={EPAPER_DETAILS_TEXTS.updateFailed}>
            {failure}
          </Alert>
        )}
        <TextField
          label="Title"
          autoComplete="off"
          maxLength={EPAPER_LIMITS.maxTitleLength}
          error={errors.title?.message}
          {...form.register('title', { validate: rule(titleError) })}
        />
        <Field id={descriptionId} label="Description" error={descriptionError}>
          <textarea
            id={descriptionId}
            rows={5}
            maxLength={EPAPER_LIMITS.maxDescriptionLength}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={describedBy(descriptionId, { error: descriptionError })}
            className={`${inputClasses(Boolean(descriptionError))} h-auto py-2.5`}
            {...form.register('description', { validate: rule(descriptionProblem) })}
          />
        </Field>
        <TextField
          label="Publication Date"
          type="date"
          {...PUBLICATION_DATE_BOUNDS}
          className="sm:max-w-56"
          error={errors.publication_date?.message}
          {...form.register('publication_date', { validate: rule(publicationDateError) })}
        />
        <div className="space-y-1.5">
          <Checkbox
            id={publishedId}
            label={EPAPER_DETAILS_TEXTS.publishedLabel}
            aria-invalid={publishedError ? true : undefined}
            aria-describedby={describedBy(publishedId, { error: publishedError })}
            {...form.register('is_published')}
          />
          {publishedError && (
            <p id={`${publishedId}-error`} className="text-sm text-red-700 dark:text-red-400">
              {publishedError}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:justify-end dark:border-gray-800">
          <Link to={viewPath} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" isLoading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
