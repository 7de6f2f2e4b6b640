import { describe, expect, it } from 'vitest';
import type { ContentAnalytics, RevenueAnalytics, UserAnalytics } from '@epaper/shared/analytics.contract';
import { activeUserPoints, pageViewPoints, registrationPoints, revenuePoints, toChartPoints } from './chart-series.ts';

const range = { from: '2026-03-01', to: '2026-03-03' };

describe('toChartPoints', () => {
  it('orders the days oldest first', () => {
    const rows = [
      { date: '2026-03-03', n: 3 },
      { date: '2026-03-01', n: 1 },
      { date: '2026-03-02', n: 2 },
    ];
    expect(toChartPoints(rows, (row) => row.n, 'count').map((point) => point.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('reads money from its decimal text, and formats that text exactly', () => {
    const points = toChartPoints([{ date: '2026-03-01', amount: '12345678901234.57' }], (row) => row.amount, 'money');
    expect(points).toEqual([{ date: '2026-03-01', value: 12345678901234.57, text: '₹1,23,45,67,89,01,234.57' }]);
  });

  it('leaves a gap for a value that is not a number, showing it as it came', () => {
    const points = toChartPoints(
      [
        { date: '2026-03-01', amount: 'n/a' },
        { date: '2026-03-02', amount: '' },
      ],
      (row) => row.amount,
      'money',
    );
    expect(points.map((point) => [point.value, point.text])).toEqual([
      [null, 'n/a'],
      [null, ''],
    ]);
  });

  it('formats counts the Indian way', () => {
    expect(toChartPoints([{ date: '2026-03-01', n: 123456 }], (row) => row.n, 'count')[0]?.text).toBe('1,23,456');
  });
});

describe('the four dashboard series', () => {
  it('take their rows from the matching answer', () => {
    const users: UserAnalytics = {
      ...range,
      new_registrations: [{ date: '2026-03-01', new_registrations: 4 }],
      active_users: [{ date: '2026-03-01', active_users: 1200 }],
    };
    const revenue: RevenueAnalytics = {
      ...range,
      currency: 'INR',
      total_revenue: '1499.00',
      revenue_over_time: [{ date: '2026-03-01', revenue: '1499.00' }],
    };
    const content: ContentAnalytics = {
      ...range,
      total_views: 9,
      content_views: [],
      views_over_time: [{ date: '2026-03-01', views: 9 }],
    };
    expect(registrationPoints(users)).toEqual([{ date: '2026-03-01', value: 4, text: '4' }]);
    expect(activeUserPoints(users)).toEqual([{ date: '2026-03-01', value: 1200, text: '1,200' }]);
    expect(revenuePoints(revenue)).toEqual([{ date: '2026-03-01', value: 1499, text: '₹1,499.00' }]);
    expect(pageViewPoints(content)).toEqual([{ date: '2026-03-01', value: 9, text: '9' }]);
  });
});
