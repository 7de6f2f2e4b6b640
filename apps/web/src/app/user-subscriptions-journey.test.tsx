import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.texts';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { json, type SeenRequest } from '../lib/api/fake-http.test-helper.ts';
import { saveTokens } from '../lib/api/token-storage.ts';
import {
  LIST_PATH,
  ravi,
  subscriptionsApiHandlers,
} from '../features/user-subscriptions/user-subscriptions.test-helper.ts';
import { fakeApi, renderApp } from './app.test-helper.tsx';
import { queryClient } from './query-client.ts';

type Overrides = Partial<Record<string, (request: SeenRequest) => Response>>;

/** The whole API, with the subscriptions' answers of the helper and a test's own overrides. */
function fakeSubscriptionsApi({
  rows,
  count,
  overrides = {},
}: { rows?: SubscriptionItem[]; count?: number; overrides?: Overrides } = {}) {
  const http = fakeApi({ ...subscriptionsApiHandlers({ rows, count }), ...overrides });
  const listRequests = () => http.requests.filter((request) => request.path.startsWith(`${LIST_PATH}?`));
  return { ...http, listRequests };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  saveTokens({ access: 'a1', refresh: 'r1' }, { persist: false });
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

const currentPath = () => screen.getByTestId('path').textContent;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const statusSelect = () => screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
const pageSizeSelect = () => screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search subscriptions' }) as HTMLInputElement;
const optionTexts = (select: HTMLSelectElement) => Array.from(select.options).map((option) => option.text);
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
/** "Page 2 of 3 · 45 subscriptions", whatever the total. */
const pageText = (page: number, pages: number) => new RegExp(`^Page ${page} of ${pages} · `);

/** Opens `path` and waits for the list's first answer. */
async function open(path = '/user-subscriptions', waitForText: string | RegExp = 'Ravi Kumar') {
  const user = userEvent.setup();
  renderApp(path);
  // The first test to open the layout waits for its lazy chunks to load.
  await screen.findByRole('heading', { name: 'User Subscriptions', level: 1 }, { timeout: 5000 });
  await screen.findByText(waitForText);
  return user;
}

describe('User Subscriptions list', () => {
  it('shows the title, the controls and every column of each row', async () => {
    const http = fakeSubscriptionsApi();
    await open();
    await waitFor(() => expect(document.title).toBe('User Subscriptions · E-Paper Admin'));
    expect(searchBox().placeholder).toBe('Search by user name, email or plan...');
    expect(optionTexts(statusSelect())).toEqual(['All Statuses', 'Active', 'Expired', 'Cancelled']);
    expect(optionTexts(pageSizeSelect())).toEqual(['10 per page', '20 per page', '50 per page']);
    expect(pageSizeSelect().value).toBe('20');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['User', 'Plan', 'Period', 'Status', 'Payment', 'Actions']);

    const raviRow = within(rowOf('Ravi Kumar'));
    expect(raviRow.getByText('RK')).toBeTruthy();
    expect(raviRow.getByText('ravi@example.com')).toBeTruthy();
    expect(raviRow.getByText('Gold Annual')).toBeTruthy();
    expect(raviRow.getAllByText('₹1,499.00')).toHaveLength(2);
    expect(raviRow.getByText('12 Jan 2026 – 11 Feb 2026')).toBeTruthy();
    expect(raviRow.getByText('Active')).toBeTruthy();
    expect(raviRow.getByText('UPI')).toBeTruthy();
    expect(raviRow.getByRole('button', { name: "View details of Ravi Kumar's subscription" })).toBeTruthy();

    const meeraRow = rowOf('Meera Nair');
    expect(meeraRow.querySelector('img')?.getAttribute('src')).toBe('/m.jpg');
    expect(within(meeraRow).getByText('Expired')).toBeTruthy();
    expect(within(meeraRow).getByText('Card')).toBeTruthy();
    expect(within(meeraRow).getAllByText('₹199.00')).toHaveLength(2);
    expect(within(rowOf('Zoya Khan')).getByText('Cancelled')).toBeTruthy();
    expect(within(rowOf('Zoya Khan')).getByText('Net banking')).toBeTruthy();
    // No email: the phone is shown, and an unknown payment method as the API sent it.
    expect(within(rowOf('Kabir Shah')).getByText('+919800000004')).toBeTruthy();
    expect(within(rowOf('Kabir Shah')).getByText('paypal')).toBeTruthy();

    expect(within(pager()).getByText('Page 1 of 1 · 4 subscriptions')).toBeTruthy();
    expect(http.listRequests().map((request) => request.path)).toEqual([`${LIST_PATH}?page=1&page_size=20`]);
  });

  it('filters by status on the server, from page 1, and keeps it in the URL', async () => {
    const http = fakeSubscriptionsApi({ count: 45 });
    const user = await open('/user-subscriptions?page=2');
    await user.selectOptions(statusSelect(), 'Expired');
    await waitFor(() => expect(currentPath()).toBe('/user-subscriptions?status=expired'));
    await waitFor(() =>
      expect(http.listRequests().at(-1)?.path).toBe(`${LIST_PATH}?page=1&page_size=20&status=expired`),
    );
    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).toBeNull());
    expect(screen.getByText('Meera Nair')).toBeTruthy();

    await user.selectOptions(statusSelect(), 'All Statuses');
    await waitFor(() => expect(currentPath()).toBe('/user-subscriptions'));
    await waitFor(() => expect(http.listRequests().at(-1)?.path).toBe(`${LIST_PATH}?page=1&page_size=20`));
  });

  it('searches once typing pauses, and at once on Enter', async () => {
    const http = fakeSubscriptionsApi({ count: 45 });
    const user = await open('/user-subscriptions?page=3');
    await user.type(searchBox(), 'zoya');
    // Not one request per key: the search waits for the typing to pause.
    expect(currentPath()).toBe('/user-subscriptions?page=3');
    await waitFor(() => expect(currentPath()).toBe('/user-subscriptions?search=zoya'));
    await waitFor(() => expect(http.listRequests().at(-1)?.path).toBe(`${LIST_PATH}?page=1&page_size=20&search=zoya`));
    expect(http.listRequests().filter((request) => request.path.includes('search='))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).toBeNull());

    await user.clear(searchBox());
    await user.type(searchBox(), 'gold{Enter}');
    expect(currentPath()).toBe('/user-subscriptions?search=gold');
    await waitFor(() => expect(http.listRequests().at(-1)?.path).toBe(`${LIST_PATH}?page=1&page_size=20&search=gold`));
  });

  it('changes the page size from page 1, and steps with Next and Prev', async () => {
    const http = fakeSubscriptionsApi({ count: 45 });
    const user = await open();
    const prev = within(pager()).getByRole('button', { name: 'Prev' });
    const next = within(pager()).getByRole('button', { name: 'Next' });
    expect(within(pager()).getByText('Page 1 of 3 · 45 subscriptions')).toBeTruthy();
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBeNull();

    await user.click(next);
    await waitFor(() => expect(currentPath()).toBe('/user-subscriptions?page=2'));
    await waitFor(() => expect(http.listRequests().at(-1)?.path).toBe(`${LIST_PATH}?page=2&page_size=20`));
    expect(await within(pager()).findByText(pageText(2, 3))).toBeTruthy();
    await user.click(next);
    expect(await within(pager()).findByText(pageText(3, 3))).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(currentPath()).toBe('/user-subscriptions?page=3');
    await user.click(prev);
    await waitFor(() => expect(currentPath()).toBe('/user-subscriptions?page=2'));

    await user.selectOptions(pageSizeSelect(), '50 per page');
    await waitFor(() => expect(currentPath()).toBe('/user-subscriptions?page_size=50'));
    await waitFor(() => expect(http.listRequests().at(-1)?.path).toBe(`${LIST_PATH}?page=1&page_size=50`));
    expect(await within(pager()).findByText(pageText(1, 1))).toBeTruthy();
  });

  it('reads its whole state from the URL: controls and request alike', async () => {
    const http = fakeSubscriptionsApi({ count: 120 });
    await open('/user-subscriptions?status=expired&search=x&page_size=50&page=2', pageText(2, 3));
    expect(statusSelect().value).toBe('expired');
    expect(searchBox().value).toBe('x');
    expect(pageSizeSelect().value).toBe('50');
    expect(http.listRequests().map((request) => request.path)).toEqual([
      `${LIST_PATH}?page=2&page_size=50&search=x&status=expired`,
    ]);
  });

  it('says so when nothing matches', async () => {
    fakeSubscriptionsApi({ rows: [] });
    await open('/user-subscriptions', 'No subscriptions found.');
    expect(within(pager()).getByText(pageText(1, 1))).toBeTruthy();
  });

  it('shows the server’s message, or the fallback, with Retry', async () => {
    let answer = () => json(503, { message: 'Database unavailable', code: 'unavailable' });
    fakeSubscriptionsApi({ overrides: { [`GET ${LIST_PATH}`]: () => answer() } });
    const user = await open('/user-subscriptions', 'Database unavailable');
    answer = () => json(500, {});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to load subscriptions', {}, { timeout: 5000 })).toBeTruthy();
    answer = () => json(200, { count: 1, next: null, previous: null, results: [ravi] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
  });

  it('downloads the list as filtered as CSV', async () => {
    const http = fakeSubscriptionsApi({
      overrides: {
        [`GET ${LIST_PATH}`]: (request) =>
          request.path.includes('format=csv')
            ? new Response('id,user\n1,Ravi Kumar\n', {
                headers: {
                  'Content-Type': 'text/csv',
                  'Content-Disposition': 'attachment; filename="user-subscriptions-2026-01-12.csv"',
                },
              })
            : json(200, { count: 1, next: null, previous: null, results: [ravi] }),
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const user = await open('/user-subscriptions?status=active&search=ravi');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Subscriptions exported to user-subscriptions-2026-01-12.csv')).toBeTruthy();
    const exported = http.fake.mock.calls.find(([url]) => String(url).includes('format=csv'));
    expect(String(exported?.[0])).toBe(`${LIST_PATH}?search=ravi&status=active&format=csv`);
    expect(new Headers(exported?.[1]?.headers).get('Accept')).toBe('text/csv');
  });
});

describe('Subscription Details', () => {
  const openDetails = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    const opener = screen.getByRole('button', { name: `View details of ${name}'s subscription` });
    await user.click(opener);
    return { opener, dialog: await screen.findByRole('dialog', { name: 'Subscription Details' }) };
  };
  const detail = (dialog: HTMLElement, label: string) =>
    within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

  it('shows every field, Auto Renewal Yes or No', async () => {
    fakeSubscriptionsApi();
    const user = await open();
    const { dialog } = await openDetails(user, 'Ravi Kumar');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(dialog).getByText('ravi@example.com')).toBeTruthy();
    expect(detail(dialog, 'Plan')).toBe('Gold Annual₹1,499.00');
    expect(detail(dialog, 'Status')).toBe('Active');
    expect(detail(dialog, 'Start Date')).toBe('12 Jan 2026');
    expect(detail(dialog, 'End Date')).toBe('11 Feb 2026');
    expect(detail(dialog, 'Amount Paid')).toBe('₹1,499.00');
    expect(detail(dialog, 'Payment Method')).toBe('UPI');
    expect(detail(dialog, 'Payment Reference')).toBe('pay_ABC123');
    expect(detail(dialog, 'Auto Renewal')).toBe('Yes');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const meeraDialog = (await openDetails(user, 'Meera Nair')).dialog;
    expect(detail(meeraDialog, 'Auto Renewal')).toBe('No');
    expect(detail(meeraDialog, 'Status')).toBe('Expired');
    expect(detail(meeraDialog, 'Payment Method')).toBe('Card');
    // Only an active subscription can be cancelled.
    expect(within(meeraDialog).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('opens User Details from the reader’s name, and puts Close before the destructive Cancel', async () => {
    fakeSubscriptionsApi();
    const user = await open();
    const { dialog } = await openDetails(user, 'Ravi Kumar');
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent?.trim());
    expect(buttons.indexOf('Close')).toBeLessThan(buttons.indexOf('Cancel subscription'));
    expect(buttons.at(-1)).toBe('Cancel subscription');
    const reader = within(dialog).getByRole('link', { name: 'Ravi Kumar' });
    expect(reader.getAttribute('href')).toBe(`/users/${ravi.user.id}`);
    await user.click(reader);
    await waitFor(() => expect(currentPath()).toBe(`/users/${ravi.user.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription Details' })).toBeNull());
  });

  it('closes on Escape and on the overlay, giving the focus back to the row’s button', async () => {
    fakeSubscriptionsApi();
    const user = await open();
    const { opener } = await openDetails(user, 'Ravi Kumar');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await openDetails(user, 'Ravi Kumar');
    // The overlay: the dimmed page around the dialog.
    const overlay = document.querySelector('[data-state="open"].fixed.inset-0') as HTMLElement;
    expect(overlay.contains(screen.getByRole('dialog'))).toBe(false);
    await user.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('cancels behind a confirm: toast, the details and the row say Cancelled', async () => {
    const http = fakeSubscriptionsApi();
    const user = await open();
    const { dialog } = await openDetails(user, 'Ravi Kumar');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel subscription?' });
    expect(within(confirm).getByText(SUBSCRIPTION_TEXTS.cancelConfirm)).toBeTruthy();
    // Keeping it closes only the confirm.
    await user.click(within(confirm).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Subscription Details' })).toBeTruthy();
    expect(http.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel subscription?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(SUBSCRIPTION_TEXTS.cancelled)).toBeTruthy();
    expect(http.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `${LIST_PATH}1/cancel/`,
    ]);
    await waitFor(() => expect(detail(dialog, 'Status')).toBe('Cancelled'));
    expect(detail(dialog, 'Auto Renewal')).toBe('No');
    expect(within(dialog).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('Ravi Kumar')).getByText('Cancelled')).toBeTruthy();
  });

  it('toasts the server’s refusal', async () => {
    fakeSubscriptionsApi({
      overrides: {
        [`POST ${LIST_PATH}4/cancel/`]: () =>
          json(409, { message: SUBSCRIPTION_TEXTS.alreadyExpired, code: 'conflict' }),
      },
    });
    const user = await open();
    const { dialog } = await openDetails(user, 'Kabir Shah');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(SUBSCRIPTION_TEXTS.alreadyExpired)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Subscription Details' })).toBeTruthy();
  });
});
