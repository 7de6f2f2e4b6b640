import { useEffect, useId, useRef } from 'react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetFocus,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { inputClasses } from '../../../components/field.tsx';
import type { PlanFormOutput } from '../plan-form-schema.ts';
import { PLAN_FORM_LIMITS, type PlanFormValues } from '../plan-form-values.ts';

/** The contract's limit on features; Add Feature stops there. */
const MAX_FEATURES = 50;

type PlanFeaturesFieldProps = {
  control: Control<PlanFormValues, unknown, PlanFormOutput>;
  register: UseFormRegister<PlanFormValues>;
  setFocus: UseFormSetFocus<PlanFormValues>;
  getValues: UseFormGetValues<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>['features'];
  disabled?: boolean;
};

/**
 * Features: one text input per feature, "Add Feature" below, and a remove button on each
 * row. One input always stays (its remove is disabled); empty ones are dropped on save.
 * Adding focuses the new input; removing focuses the input that takes the removed one's
 * place, so the focus is never lost to the page. Enter in a feature goes on to the next
 * one, as in a list being typed, instead of submitting the form half-written.
 */
export function PlanFeaturesField({
  control,
  register,
  setFocus,
  getValues,
  errors,
  disabled = false,
}: PlanFeaturesFieldProps) {
  const id = useId();
  const { fields, append, insert, remove } = useFieldArray({ control, name: 'features' });

  /** The empty feature just below, if there is one; else a new one there (focused), while the limit allows. */
  const goToNextFeature = (index: number) => {
    const next = index + 1;
    if (next < fields.length && getValues(`features.${next}.value`).trim() === '') {
      setFocus(`features.${next}.value`);
    } else if (fields.length < MAX_FEATURES) {
      insert(next, { value: '' });
    }
  };
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    setFocus(`features.${index}.value`);
  }, [fields, setFocus]);

  const listError = errors?.message ?? errors?.root?.message;
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={listError ? errorId : `${id}-hint`}>
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Features</legend>
      <p id={`${id}-hint`} className="text-xs text-gray-600 dark:text-gray-400">
        What the plan includes, one per input; Enter goes on to the next. Empty inputs are left out.
      </p>
      <ul className="space-y-2">
        {fields.map((field, index) => {
          const itemError = errors?.[index]?.message ?? errors?.[index]?.value?.message;
          const itemErrorId = `${id}-${field.id}-error`;
          return (
            <li key={field.id}>
              <div className="flex items-center gap-2">
                <input
                  aria-label={`Feature ${index + 1}`}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? itemErrorId : undefined}
                  autoComplete="off"
                  maxLength={PLAN_FORM_LIMITS.feature}
                  placeholder="e.g. Every daily edition"
                  className={inputClasses(Boolean(itemError))}
                  {...register(`features.${index}.value`)}
                  onKeyDown={(event) => {
                    // Not while an input method is composing a character: its Enter confirms the character.
                    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                    event.preventDefault();
                    if (!disabled) goToNextFeature(index);
                  }}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-9 shrink-0 px-0"
                  aria-label={`Remove feature ${index + 1}`}
                  title="Remove feature"
                  disabled={disabled || fields.length === 1}
                  onClick={() => {
                    focusAfterRemove.current = Math.min(index, fields.length - 2);
                    remove(index);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
              {itemError && (
                <p id={itemErrorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {itemError}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {listError && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || fields.length >= MAX_FEATURES}
        onClick={() => append({ value: '' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Feature
      </Button>
    </fieldset>
  );
}
