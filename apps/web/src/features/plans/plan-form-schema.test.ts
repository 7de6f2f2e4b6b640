import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { PLAN_TEXTS } from '@epaper/shared/plans.contract';
import { planFormResolver } from './plan-form-resolver.ts';
import { planFormSchema } from './plan-form-schema.ts';
import { EMPTY_PLAN_FORM, planFormValues, type PlanFormValues } from './plan-form-values.ts';

const filled = (fields: Partial<PlanFormValues> = {}): PlanFormValues => ({
  ...EMPTY_PLAN_FORM,
  title: 'Monthly Digital',
  price: '199',
  duration_days: '30',
  ...fields,
});

/** The message the form shows under each field, as react-hook-form receives them. */
async function messagesOf(values: PlanFormValues): Promise<Record<string, string | undefined>> {
  const result = await planFormResolver.resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = result.errors as FieldErrors<PlanFormValues>;
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message as string]));
}

describe('the plan form’s rules (the contract’s)', () => {
  it('needs a title, a price and a duration, with the product’s texts', async () => {
    expect(await messagesOf(EMPTY_PLAN_FORM)).toEqual({
      title: PLAN_TEXTS.titleRequired,
      price: PLAN_TEXTS.priceRequired,
      duration_days: PLAN_TEXTS.durationRequired,
    });
    expect(PLAN_TEXTS.titleRequired).toBe('Plan title is required');
    expect(PLAN_TEXTS.priceRequired).toBe('Price is required');
    expect(PLAN_TEXTS.durationRequired).toBe('Duration is required');
    expect((await messagesOf(filled({ title: '   ' }))).title).toBe(PLAN_TEXTS.titleRequired);
  });

  it.each([
    [{ price: '-1' }, 'price', PLAN_TEXTS.priceNegative],
    [{ price: '12.345' }, 'price', PLAN_TEXTS.priceInvalid],
    [{ price: '1e3' }, 'price', PLAN_TEXTS.priceInvalid],
    [{ duration_days: '0' }, 'duration_days', PLAN_TEXTS.durationTooSmall],
    [{ duration_days: '1.5' }, 'duration_days', PLAN_TEXTS.durationInvalid],
    [{ edition_count: '1.5' }, 'edition_count', 'Edition count must be a valid number'],
    [{ edition_count: 'abc' }, 'edition_count', 'Edition count must be a valid number'],
    [{ edition_count: '0' }, 'edition_count', PLAN_TEXTS.editionCountTooSmall],
    [{ sort_order: '0' }, 'sort_order', PLAN_TEXTS.sortOrderTooSmall],
    [{ features: [{ value: 'x'.repeat(201) }] }, 'features', PLAN_TEXTS.featureTooLong],
  ])('refuses %j under its field', async (fields, field, message) => {
    expect(await messagesOf(filled(fields))).toEqual({ [field]: message });
  });

  it('gives the body the API takes: exact price, numbers, unlimited editions, empty features dropped', () => {
    const body = planFormSchema.parse(
      filled({
        title: '  Quarterly  ',
        price: '1499.5',
        duration_days: '90',
        edition_count: '',
        sort_order: '',
        features: [{ value: ' All editions ' }, { value: '' }, { value: 'Archive' }],
      }),
    );
    expect(body).toEqual({
      title: 'Quarterly',
      description: '',
      price: '1499.50',
      duration_days: 90,
      edition_count: null,
      features: ['All editions', 'Archive'],
      sort_order: 1,
      is_active: true,
    });
  });

  it('reads an existing plan back into the form unchanged', () => {
    const values = planFormValues({
      id: 3,
      title: 'Annual',
      name: 'Annual',
      description: 'A year',
      price: '1899.00',
      duration_days: 365,
      edition_count: 300,
      features: [],
      sort_order: 5,
      is_active: false,
      subscription_count: 2,
      active_subscription_count: 1,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    });
    expect(values).toMatchObject({ price: '1899.00', duration_days: '365', edition_count: '300', sort_order: '5' });
    // One feature input always stays.
    expect(values.features).toEqual([{ value: '' }]);
    expect(planFormSchema.parse(values)).toMatchObject({ price: '1899.00', edition_count: 300, features: [] });
  });
});
