/** How many features the table shows under a plan's name; the rest count as "+n more". */
export const SHOWN_FEATURES = 3;

/** The features the table lists for a plan, and how many more it has ("+n more"). */
export function featurePreview(
  features: readonly string[],
  limit: number = SHOWN_FEATURES,
): { shown: readonly string[]; moreCount: number } {
  return { shown: features.slice(0, limit), moreCount: Math.max(0, features.length - limit) };
}

/** "+2 more", or null when every feature is shown. */
export function moreFeaturesText(moreCount: number): string | null {
  return moreCount > 0 ? `+${moreCount} more` : null;
}
