import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { getUploadMaxMb } from '../../../config/app-config.ts';
import { PdfDropZone } from './pdf-drop-zone.tsx';

/** A form with a PDF to send, in its `pdf_file` field. */
type WithPdfFile = { pdf_file: File | null };

type PdfFileFieldProps<Values extends WithPdfFile, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  label: string;
  disabled?: boolean;
};

/**
 * The PDF drop zone bound to a form's `pdf_file`: the file checked as soon as it is
 * chosen, its error under the zone, and focusing the field focusing the file input.
 */
export function PdfFileField<Values extends WithPdfFile, Output>({
  form,
  label,
  disabled,
}: PdfFileFieldProps<Values, Output>) {
  // Every form given here has the field; react-hook-form cannot see that through the generic.
  const name = 'pdf_file' as Path<Values>;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <PdfDropZone
          label={label}
          maxSizeMb={getUploadMaxMb()}
          file={field.value as File | null}
          onChange={(chosen) => {
            field.onChange(chosen);
            // A wrong or oversized file is named at once, not only on submitting.
            if (chosen) void form.trigger(name);
            else form.clearErrors(name);
          }}
          onManyFiles={(message) => form.setError(name, { message }, { shouldFocus: true })}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
