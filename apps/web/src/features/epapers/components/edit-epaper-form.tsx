import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { EPAPER_LIMITS } from '@epaper/shared/epapers.texts';
import { Alert } from '../../../components/alert.tsx';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { fieldProps } from '../../../lib/forms/field-props.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useUpdateEpaper } from '../api/update-epaper.ts';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';
import { editEpaperFormResolver } from '../edit-epaper-form-resolver.ts';
import { PUBLICATION_DATE_BOUNDS } from '../publication-date-bounds.ts';

const FIELDS = ['title', 'description', 'publication_date', 'is_published'] as const;

function valuesOf(epaper: EpaperWithPages) {
  return {
    title: epaper.title,
    description: epaper.description,
    publication_date: epaper.publication_date,
    is_published: epaper.is_published,
  };
}

/**
 * The Edit E-Paper form. Its values are the edition as first loaded: the details keep
 * polling while processing, and a poll must not undo what the admin is typing.
 */
export function EditEpaperForm({ epaper }: { epaper: EpaperWithPages }) {
  const update = useUpdateEpaper();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: editEpaperFormResolver.resolver, defaultValues: valuesOf(epaper) });
  const viewPath = paths.epapers.view(epaper.id);

  // The contract's output is the body: the texts trimmed, as the server stores them.
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: epaper.id, body });
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
        <Checkbox label={EPAPER_DETAILS_TEXTS.publishedLabel} {...fieldProps(form, 'is_published')} />
        <FormActions>
          <Link to={viewPath} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" isLoading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
