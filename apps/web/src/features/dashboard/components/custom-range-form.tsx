import { useEffect, useMemo } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { DayRange } from '@epaper/shared/analytics-range';
import { DATE_RANGE } from '@epaper/shared/calendar-date';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fieldProps } from '../../../lib/forms/field-props.ts';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver.ts';
import type { CustomRangeValues } from '../custom-range-form-schema.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';

type CustomRangeFormProps = {
  /** The days the fields start with. */
  initial: DayRange;
  /** The service's today: the latest day a range may end on. */
  today: string;
  onApply: (range: DayRange) => void;
};

/**
 * From and To of a custom range, applied with Apply (or Enter). A range the Dashboard
 * cannot show is refused here with the reason under the field at fault, which takes the
 * focus: an end after today, a start after the end, more than two years. The browser's own
 * date checks are off (`noValidate`) so every refusal reads the same, in the app's words.
 */
export function CustomRangeForm({ initial, today, onApply }: CustomRangeFormProps) {
  // The rules depend on the service's today, so the form has its own resolver for it.
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<CustomRangeValues, CustomRangeValues>(() =>
        import('../custom-range-form-schema.ts').then((module) => module.customRangeSchema(today)),
      ),
    [today],
  );
  const form = useForm<CustomRangeValues, unknown, CustomRangeValues>({
    resolver,
    defaultValues: { from: initial.from, to: initial.to },
    // Checked on Apply only; the first field at fault takes the focus.
    reValidateMode: 'onSubmit',
  });
  // Shown when Custom range is chosen: its rules load while the days are picked.
  useEffect(() => {
    void preload();
  }, [preload]);
  const submit = form.handleSubmit((range) => onApply(range));

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={DASHBOARD_TEXTS.customRangeLegend}
      className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:justify-end md:basis-full"
    >
      <DayField label={DASHBOARD_TEXTS.fromLabel} today={today} field={fieldProps(form, 'from')} />
      <DayField label={DASHBOARD_TEXTS.toLabel} today={today} field={fieldProps(form, 'to')} />
      <Button type="submit" variant="secondary" className="col-span-2 sm:mt-7">
        {DASHBOARD_TEXTS.apply}
      </Button>
    </form>
  );
}

type DayFieldProps = {
  label: string;
  today: string;
  /** The field's registration and its message, from fieldProps. */
  field: UseFormRegisterReturn & { error: string | undefined };
};

/** A day of the range: the browser's date picker, from the API's first day to today. */
function DayField({ label, today, field }: DayFieldProps) {
  return (
    <div className="min-w-0 sm:w-44">
      <TextField type="date" label={label} min={DATE_RANGE.first} max={today} className="h-10" {...field} />
    </div>
  );
}
