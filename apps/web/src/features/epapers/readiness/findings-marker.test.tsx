import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import {
  DESKTOP_WIDTH,
  fakeListApi,
  listPage,
  makeListEpaper,
  PHONE_WIDTH,
  renderEpaperList,
} from '../list/epaper-list.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withFindings = makeListEpaper({ id: 7, title: 'Evening Post', is_published: false, open_findings: 2 });
const clear = makeListEpaper({ id: 5, title: 'Morning Herald', open_findings: 0 });

describe('All E-Papers: open findings', () => {
  it.each([
    ['table', DESKTOP_WIDTH],
    ['cards', PHONE_WIDTH],
  ])('marks an edition with open findings in the %s, linking to its page', async (_shape, width) => {
    fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([withFindings, clear])) });
    renderEpaperList('/epaper-management', { width });
    const marker = await screen.findByRole('link', { name: '2 findings to review in Evening Post' });
    expect(marker.textContent).toBe('2 findings');
    expect(marker.getAttribute('href')).toBe('/epaper-management/view/7');
    expect(screen.queryByRole('link', { name: /findings? to review in Morning Herald/ })).toBeNull();
  });

  it('says "1 finding" for one', async () => {
    fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([{ ...withFindings, open_findings: 1 }])) });
    renderEpaperList('/epaper-management', { width: DESKTOP_WIDTH });
    const row = (await screen.findByText('Evening Post')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '1 finding to review in Evening Post' }).textContent).toBe(
      '1 finding',
    );
  });
});
