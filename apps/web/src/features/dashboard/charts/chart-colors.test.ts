import { afterEach, describe, expect, it } from 'vitest';
import { readChartColors, withAlpha } from './chart-colors.ts';

describe('withAlpha', () => {
  it('makes hex colours translucent', () => {
    expect(withAlpha('#2563eb', 0.15)).toBe('rgba(37, 99, 235, 0.15)');
    expect(withAlpha(' #fff ', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
  });

  it('adds an alpha to the modern forms, replacing one already there', () => {
    expect(withAlpha('oklch(59.6% 0.145 163.225)', 0.15)).toBe('oklch(59.6% 0.145 163.225 / 0.15)');
    expect(withAlpha('oklab(0.6 0.1 0.1 / 0.5)', 0.15)).toBe('oklab(0.6 0.1 0.1 / 0.15)');
    expect(withAlpha('rgb(37 99 235)', 0.2)).toBe('rgb(37 99 235 / 0.2)');
  });

  it('reads the comma form of rgb()', () => {
    expect(withAlpha('rgb(37, 99, 235)', 0.2)).toBe('rgba(37, 99, 235, 0.2)');
    expect(withAlpha('rgba(37, 99, 235, 1)', 0.2)).toBe('rgba(37, 99, 235, 0.2)');
  });

  it('gives no fill for a form it does not know', () => {
    expect(withAlpha('color-mix(in srgb, red 50%, blue)', 0.2)).toBe('transparent');
    expect(withAlpha('', 0.2)).toBe('transparent');
  });
});

describe('readChartColors', () => {
  afterEach(() => document.body.replaceChildren());

  // In a browser the chart's box inherits them from its figure; happy-dom does not
  // inherit custom properties, so here they are set on the element read.
  it('reads the theme variables, the fill from the line', () => {
    const element = document.createElement('div');
    element.style.setProperty('--chart-line', '#059669');
    element.style.setProperty('--chart-axis', '#4b5563');
    element.style.setProperty('--chart-grid', '#e5e7eb');
    element.style.setProperty('--chart-surface', '#ffffff');
    element.style.setProperty('--chart-compare', '#6b7280');
    document.body.append(element);
    expect(readChartColors(element)).toEqual({
      line: '#059669',
      fill: 'rgba(5, 150, 105, 0.15)',
      axis: '#4b5563',
      grid: '#e5e7eb',
      surface: '#ffffff',
      compare: '#6b7280',
    });
  });

  it('falls back to readable colours when the variables are missing', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const colors = readChartColors(element);
    expect(colors.line).toBe('#3b82f6');
    expect(colors.fill).toBe('rgba(59, 130, 246, 0.15)');
  });
});
