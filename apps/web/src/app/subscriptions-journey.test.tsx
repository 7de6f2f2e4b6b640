import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveTokens } from '../lib/api/token-storage.ts';
import { fakeApi, renderApp } from './app.test-helper.tsx';
import { queryClient } from './query-client.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  saveTokens({ access: 'a1', refresh: 'r1' }, { persist: true });
});
afterEach(cleanup);

describe('Subscription Management', () => {
  it('offers its two screens as cards, each with what it does, and opens them', async () => {
    fakeApi();
    renderApp('/subscription-management');
    expect(
      await screen.findByRole('heading', { name: 'Subscription Management', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Subscription Management · E-Paper Admin'));
    const plans = screen.getByRole('link', { name: /Subscription Plans/ });
    const subscriptions = screen.getByRole('link', { name: /User Subscriptions/ });
    expect(plans.getAttribute('href')).toBe('/subscription-plans');
    expect(subscriptions.getAttribute('href')).toBe('/user-subscriptions');
    expect(within(plans).getByText(/price, a duration and the number of editions/)).toBeTruthy();
    expect(within(subscriptions).getByText(/active, expired or cancelled/)).toBeTruthy();

    await userEvent.click(plans);
    expect(await screen.findByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/subscription-plans');
  });
});
