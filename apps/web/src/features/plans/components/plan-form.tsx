import { useId, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import type { PlanItem } from '@epaper/shared/plans.contract';
import { Checkbox } from '../../../components/checkbox.tsx';
import { describedBy, Field, inputClasses } from '../../../components/field.tsx';
import { ModalFormActions } from '../../../components/modal-form-actions.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { cx } from '../../../lib/class-names.ts';
import { fieldProps } from '../../../lib/forms/field-props.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreatePlan } from '../api/create-plan.ts';
import { useUpdatePlan } from '../api/update-plan.ts';
import { planFormResolver } from '../plan-form-resolver.ts';
import { EMPTY_PLAN_FORM, PLAN_FORM_FIELDS, PLAN_FORM_LIMITS, planFormValues } from '../plan-form-values.ts';
import { PLANS_TEXTS } from '../plan-texts.ts';
import { PlanFeaturesField } from './plan-features-field.tsx';

type PlanFormProps = {
  /** The plan to edit; without one the form creates a plan. */
  plan?: PlanItem | undefined;
  onBusyChange: (isBusy: boolean) => void;
  onSaved: () => void;
};

/**
 * The fields of Add New Plan and Edit Plan, checked with the contract's rules before
 * anything is sent; the server's field errors show under the same fields. The fields
 * scroll between the modal's header and the buttons, which stay in view on a short screen.
 */
export function PlanForm({ plan, onBusyChange, onSaved }: PlanFormProps) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useForm({
    resolver: planFormResolver.resolver,
    defaultValues: plan ? planFormValues(plan) : EMPTY_PLAN_FORM,
  });
  const { errors } = form.formState;
  const isSaving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    onBusyChange(true);
    try {
      if (plan) {
        await update.mutateAsync({ id: plan.id, body });
        notifySuccess(PLANS_TEXTS.updated);
      } else {
        await create.mutateAsync(body);
        notifySuccess(PLANS_TEXTS.created);
      }
      onBusyChange(false);
      onSaved();
    } catch (error) {
      onBusyChange(false);
      // A 400's field errors go under their fields; the toast says what failed either way.
      showServerFieldErrors(form.setError, error, PLAN_FORM_FIELDS);
      notifyError(failureText(plan ? 'update plan' : 'create plan', getErrorMessage(error)));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5 sm:px-6">
        <TextField
          label="Plan Title"
          autoComplete="off"
          maxLength={PLAN_FORM_LIMITS.title}
          placeholder="e.g. Monthly Digital"
          {...fieldProps(form, 'title')}
        />
        <TextAreaField
          label="Description"
          rows={3}
          maxLength={PLAN_FORM_LIMITS.description}
          placeholder="What a reader gets with this plan"
          className="min-h-20"
          {...fieldProps(form, 'description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PriceField {...fieldProps(form, 'price')} />
          <TextField
            label="Duration (days)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="e.g. 30"
            {...fieldProps(form, 'duration_days')}
          />
          <TextField
            label="Edition Count"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="Unlimited"
            hint="Leave empty for unlimited editions."
            {...fieldProps(form, 'edition_count')}
          />
          <TextField
            label="Sort Order"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Lower numbers are listed first."
            {...fieldProps(form, 'sort_order')}
          />
        </div>
        <PlanFeaturesField
          control={form.control}
          register={form.register}
          setFocus={form.setFocus}
          getValues={form.getValues}
          errors={errors.features}
          disabled={isSaving}
        />
        <Checkbox label="Active" hint="Readers can buy an active plan." {...fieldProps(form, 'is_active')} />
      </div>
      <div className="shrink-0 px-5 pb-5 sm:px-6 sm:pb-6">
        <ModalFormActions
          isBusy={isSaving}
          submitLabel={plan ? PLANS_TEXTS.saveChanges : PLANS_TEXTS.createPlan}
          busyLabel={plan ? 'Saving...' : 'Creating...'}
        />
      </div>
    </form>
  );
}

/** Price in rupees, with the ₹ sign inside the input; two decimals at most. */
function PriceField({ error, ...props }: ComponentProps<'input'> & { error?: string | undefined }) {
  const id = useId();
  const hint = 'In rupees; 0 for a free plan.';
  return (
    <Field id={id} label="Price" error={error} hint={hint}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-gray-600 dark:text-gray-400"
        >
          ₹
        </span>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          className={cx(inputClasses(Boolean(error)), 'pl-8')}
          {...props}
        />
      </div>
    </Field>
  );
}
