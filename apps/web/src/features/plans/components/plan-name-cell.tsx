import type { PlanItem } from '@epaper/shared/plans.contract';
import { featurePreview, moreFeaturesText } from '../plan-features.ts';

/**
 * Plan Name: the title, the description and the first features, then "+n more". The
 * width is capped so the text wraps here instead of widening the whole table.
 */
export function PlanNameCell({ plan }: { plan: PlanItem }) {
  const { shown, moreCount } = featurePreview(plan.features);
  const more = moreFeaturesText(moreCount);
  return (
    <div className="w-52 whitespace-normal sm:w-64">
      <p className="font-medium break-words text-gray-900 dark:text-gray-100">{plan.title}</p>
      {plan.description && (
        <p className="mt-0.5 line-clamp-2 break-words text-gray-600 dark:text-gray-400" title={plan.description}>
          {plan.description}
        </p>
      )}
      {shown.length > 0 && (
        <ul
          aria-label={`Features of ${plan.title}`}
          className="mt-2 space-y-1 text-xs text-gray-700 dark:text-gray-300"
        >
          {shown.map((feature, index) => (
            <li key={index} className="flex gap-2">
              <span aria-hidden="true" className="mt-1.5 size-1 shrink-0 rounded-full bg-brand-500" />
              <span className="min-w-0 break-words">{feature}</span>
            </li>
          ))}
          {more && <li className="pl-3 font-medium text-brand-700 dark:text-brand-300">{more}</li>}
        </ul>
      )}
    </div>
  );
}
