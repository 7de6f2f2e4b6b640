import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { NOTIFICATION_KIND_LABELS } from '@epaper/shared/notifications.texts';
import { installFakeHttp, json } from '../../../lib/api/fake-http.test-helper.ts';
import { renderScreens } from '../../../lib/testing/render-screens.test-helper.tsx';
import { preferences } from '../notifications.test-helper.tsx';
import { EmailChoicesCard } from './email-choices-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  return renderScreens('/profile', <Route path="/profile" element={<EmailChoicesCard />} />);
}

const checkbox = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: label });

describe('Profile’s email choices', () => {
  it('shows each kind as the server has it, and where the emails go', async () => {
    installFakeHttp(() => json(200, preferences({ email: { ...preferences().email, edition_published: false } })));
    renderCard();
    const card = (await screen.findByRole('heading', { name: 'Email notifications' })).closest('section');
    expect(await screen.findByText('Sent to night.desk@example.com')).toBeTruthy();
    const group = within(card as HTMLElement).getByRole('group', { name: 'Email me when' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    expect(checkbox(NOTIFICATION_KIND_LABELS.edition_processed).checked).toBe(true);
    expect(checkbox(NOTIFICATION_KIND_LABELS.edition_failed).checked).toBe(true);
    expect(checkbox(NOTIFICATION_KIND_LABELS.edition_published).checked).toBe(false);
    expect(checkbox(NOTIFICATION_KIND_LABELS.edition_held).checked).toBe(true);
    expect(checkbox(NOTIFICATION_KIND_LABELS.edition_findings).checked).toBe(true);
  });

  it('saves every choice and says so', async () => {
    const user = userEvent.setup();
    const http = installFakeHttp((request) =>
      request.method === 'PUT'
        ? json(200, {
            ...preferences(),
            email: { ...preferences().email, ...(request.body as { email: object }).email },
          })
        : json(200, preferences()),
    );
    renderCard();
    await user.click(await screen.findByRole('checkbox', { name: NOTIFICATION_KIND_LABELS.edition_processed }));
    await user.click(checkbox(NOTIFICATION_KIND_LABELS.edition_held));
    await user.click(screen.getByRole('button', { name: 'Save email choices' }));

    expect(await screen.findByText('Email choices saved.')).toBeTruthy();
    const put = http.requests.find((request) => request.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/notifications/preferences/' });
    expect(put?.body).toEqual({
      email: {
        edition_processed: false,
        edition_failed: true,
        edition_published: true,
        edition_held: false,
        edition_findings: true,
      },
    });
    expect(checkbox(NOTIFICATION_KIND_LABELS.edition_processed).checked).toBe(false);
  });

  it('without an email address, says to add one, and still saves the choices', async () => {
    const user = userEvent.setup();
    const http = installFakeHttp(() => json(200, preferences({ email_address: null })));
    renderCard();
    expect(await screen.findByText('Add an email address to your account to receive these by email.')).toBeTruthy();
    expect(screen.queryByText(/^Sent to/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save email choices' }));
    expect(await screen.findByText('Email choices saved.')).toBeTruthy();
    expect(http.requests.some((request) => request.method === 'PUT')).toBe(true);
  });

  it('says when the choices cannot be saved', async () => {
    const user = userEvent.setup();
    installFakeHttp((request) =>
      request.method === 'PUT'
        ? json(500, { message: 'Database unavailable', code: 'internal_error' })
        : json(200, preferences()),
    );
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Save email choices' }));
    expect(await screen.findByText('Failed to save email choices: Database unavailable')).toBeTruthy();
  });

  it('says when they cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    installFakeHttp(() =>
      isDown ? json(500, { message: 'Database unavailable', code: 'internal_error' }) : json(200, preferences()),
    );
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load email choices: Database unavailable',
    );
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent to night.desk@example.com')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
