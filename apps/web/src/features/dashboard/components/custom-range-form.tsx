import { useRef, useState, type FormEvent, type Ref } from 'react';
import type { DayRange } from '@epaper/shared/analytics-range';
import { DATE_RANGE } from '@epaper/shared/calendar-date';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { customRangeError } from '../dashboard-range.ts';
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
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = customRangeError(from, to, today);
    setError(refusal);
    if (refusal) (refusal.field === 'from' ? fromRef : toRef).current?.focus();
    else onApply({ from, to });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={DASHBOARD_TEXTS.customRangeLegend}
      className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:justify-end md:basis-full"
    >
      <DayField
        inputRef={fromRef}
        label={DASHBOARD_TEXTS.fromLabel}
        value={from}
        today={today}
        onChange={setFrom}
        error={error?.field === 'from' ? error.message : undefined}
      />
      <DayField
        inputRef={toRef}
        label={DASHBOARD_TEXTS.toLabel}
        value={to}
        today={today}
        onChange={setTo}
        error={error?.field === 'to' ? error.message : undefined}
      />
      <Button type="submit" variant="secondary" className="col-span-2 sm:mt-7">
        {DASHBOARD_TEXTS.apply}
      </Button>
    </form>
  );
}

type DayFieldProps = {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  value: string;
  today: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/** A day of the range: the browser's date picker, from the API's first day to today. */
function DayField({ inputRef, label, value, today, onChange, error }: DayFieldProps) {
  return (
    <div className="min-w-0 sm:w-44">
      <TextField
        ref={inputRef}
        type="date"
        label={label}
        value={value}
        min={DATE_RANGE.first}
        max={today}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        className="h-10"
      />
    </div>
  );
}
