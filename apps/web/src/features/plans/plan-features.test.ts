import { describe, expect, it } from 'vitest';
import { featurePreview, moreFeaturesText } from './plan-features.ts';

describe('featurePreview', () => {
  it('shows up to three features and counts the rest', () => {
    expect(featurePreview(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B', 'C'], moreCount: 2 });
    expect(featurePreview(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], moreCount: 0 });
    expect(featurePreview(['A'])).toEqual({ shown: ['A'], moreCount: 0 });
    expect(featurePreview([])).toEqual({ shown: [], moreCount: 0 });
  });

  it('takes another limit', () => {
    expect(featurePreview(['A', 'B', 'C'], 1)).toEqual({ shown: ['A'], moreCount: 2 });
  });
});

describe('moreFeaturesText', () => {
  it('says "+n more" only when features are left out', () => {
    expect(moreFeaturesText(1)).toBe('+1 more');
    expect(moreFeaturesText(4)).toBe('+4 more');
    expect(moreFeaturesText(0)).toBeNull();
  });
});
