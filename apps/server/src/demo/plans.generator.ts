import { DAY_MS } from './dates.ts';

/** A subscription plan as inserted into `plans`; price is a numeric string (exact money). */
export type DemoPlan = {
  title: string;
  description: string;
  price: string;
  durationDays: number;
  editionCount: number | null;
  features: string[];
  sortOrder: number;
  isActive: boolean;
  createdAt: Date;
};

/** The half-yearly plan was withdrawn this long ago: old subscriptions to it remain, no new ones. */
export const WITHDRAWN_PLAN_DAYS_AGO = 120;
export const TRIAL_PLAN_TITLE = '7-Day Free Trial';
export const HALF_YEARLY_PLAN_TITLE = 'Half-yearly Digital';
export const DIGITAL_PLUS_PLAN_TITLE = 'Digital Plus Annual';

const COMMON = ['Full daily e-paper, every page', 'Read on web, Android and iOS'];

/** Six plans: a free trial, monthly, quarterly, half-yearly (inactive), annual and the digital-plus tier. */
export function generatePlans(now: Date): DemoPlan[] {
  // Created before the first demo reader joined, so every subscription finds its plan.
  const createdAt = new Date(now.getTime() - 600 * DAY_MS);
  return [
    {
      title: TRIAL_PLAN_TITLE,
      description: 'Try the complete e-paper free for a week.',
      price: '0.00',
      durationDays: 7,
      editionCount: 7,
      features: ['7 daily editions', 'Read on web, Android and iOS', 'No charge; cancel any time'],
      sortOrder: 1,
      isActive: true,
      createdAt,
    },
    {
      title: 'Monthly Digital',
      description: 'Every edition for a month, billed monthly.',
      price: '199.00',
      durationDays: 30,
      editionCount: null,
      features: [...COMMON, 'Archive of the last 30 days'],
      sortOrder: 2,
      isActive: true,
      createdAt,
    },
    {
      title: 'Quarterly Digital',
      description: 'Three months of every edition at a lower monthly price.',
      price: '549.00',
      durationDays: 90,
      editionCount: null,
      features: [...COMMON, 'Archive of the last 90 days', 'Download pages as PDF'],
      sortOrder: 3,
      isActive: true,
      createdAt,
    },
    {
      title: HALF_YEARLY_PLAN_TITLE,
      description: 'Six months of every edition. No longer offered to new readers.',
      price: '999.00',
      durationDays: 180,
      editionCount: null,
      features: [...COMMON, 'Archive of the last 180 days', 'Download pages as PDF'],
      sortOrder: 4,
      isActive: false,
      createdAt,
    },
    {
      title: 'Annual Digital',
      description: 'A full year of every edition: the best value.',
      price: '1899.00',
      durationDays: 365,
      editionCount: null,
      features: [...COMMON, 'Full archive', 'Download pages as PDF', 'Weekend magazine and supplements'],
      sortOrder: 5,
      isActive: true,
      createdAt,
    },
    {
      title: DIGITAL_PLUS_PLAN_TITLE,
      description: 'Everything in Annual Digital, plus the magazines, puzzles and no advertisements.',
      price: '2499.00',
      durationDays: 365,
      editionCount: null,
      features: [
        ...COMMON,
        'Full archive',
        'Download pages as PDF',
        'Weekend magazine and supplements',
        'Crossword and puzzles',
        'No advertisements',
        'Up to 4 devices at once',
      ],
      sortOrder: 6,
      isActive: true,
      createdAt,
    },
  ];
}
