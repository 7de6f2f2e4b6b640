import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../../lib/api/fake-http.test-helper.ts';
import { fakeEpapersApi, makeEpaper, renderEpaperScreens } from '../epaper-details.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EDIT = '/epaper-management/edit/5';
const draft = makeEpaper({ is_published: false });

/** The error text under a control, through its aria-describedby. */
function errorOf(control: HTMLElement): string | null | undefined {
  return document.getElementById(`${control.id}-error`)?.textContent;
}

describe('Edit E-Paper', () => {
  it('starts from the edition, with its preview and no processing warning', async () => {
    fakeEpapersApi({ 'GET /api/epapers/5/': () => json(200, draft) });
    renderEpaperScreens(EDIT);
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Morning Herald');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('The city edition');
    const date = screen.getByLabelText('Publication Date') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.value).toBe('2025-03-05');
    expect((screen.getByLabelText('Published (visible to users)') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('img', { name: 'Preview of Morning Herald' })).toBeTruthy();
    expect(screen.queryByText('Processing in Progress')).toBeNull();
  });

  it('warns while processing is in progress', async () => {
    fakeEpapersApi({
      'GET /api/epapers/5/': () => json(200, makeEpaper({ processing_status: 'pending', is_published: false })),
    });
    renderEpaperScreens(EDIT);
    const warning = (await screen.findByText('Processing in Progress')).closest('[role="status"]');
    expect(warning?.textContent).toContain('Processing in Progress');
    expect(warning?.textContent).toContain('publishing waits until processing completes');
  });

  it('says which fields are required, and sends nothing', async () => {
    const user = userEvent.setup();
    const http = fakeEpapersApi({ 'GET /api/epapers/5/': () => json(200, draft) });
    renderEpaperScreens(EDIT);
    const title = await screen.findByLabelText('Title');
    const description = screen.getByLabelText('Description');
    const date = screen.getByLabelText('Publication Date');
    await user.clear(title);
    await user.type(title, '   ');
    await user.clear(description);
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(errorOf(title)).toBe('Title is required'));
    expect(errorOf(description)).toBe('Description is required');
    expect(errorOf(date)).toBe('Publication date is required');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(http.requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('refuses a day outside 2000–2100 and a title that shows nothing, as the server would', async () => {
    const user = userEvent.setup();
    const http = fakeEpapersApi({ 'GET /api/epapers/5/': () => json(200, draft) });
    renderEpaperScreens(EDIT);
    const title = await screen.findByLabelText('Title');
    const date = screen.getByLabelText('Publication Date');
    expect([date.getAttribute('min'), date.getAttribute('max')]).toEqual(['2000-01-01', '2100-12-31']);
    await user.clear(title);
    // U+3164 HANGUL FILLER: a letter by category, but nothing on screen.
    await user.type(title, '\u3164\u3164');
    await user.clear(date);
    await user.type(date, '2101-01-01');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(errorOf(title)).toBe('Title is required'));
    expect(errorOf(date)).toBe('Publication date must be between 2000-01-01 and 2100-12-31');
    expect(http.requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('shows the server’s refusal to publish under Published', async () => {
    const user = userEvent.setup();
    const message = 'Only an e-paper whose processing has completed can be published.';
    fakeEpapersApi({
      'GET /api/epapers/5/': () => json(200, makeEpaper({ processing_status: 'pending', is_published: false })),
      'PUT /api/epapers/5/': () =>
        json(400, { message, code: 'validation_error', errors: { is_published: [message, 'A second reason'] } }),
    });
    renderEpaperScreens(EDIT);
    const published = await screen.findByLabelText('Published (visible to users)');
    await user.click(published);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(errorOf(published)).toBe(message));
    expect(published.getAttribute('aria-invalid')).toBe('true');
    expect(published.getAttribute('aria-describedby')).toBe(`${published.id}-error`);
    expect(screen.getByTestId('path').textContent).toBe(EDIT);
  });

  it('shows other failures as one message', async () => {
    const user = userEvent.setup();
    fakeEpapersApi({
      'GET /api/epapers/5/': () => json(200, draft),
      'PUT /api/epapers/5/': () => json(500, { message: 'Database unavailable', code: 'internal_error' }),
    });
    renderEpaperScreens(EDIT);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to update e-paper. Please try again.');
    expect(alert.textContent).toContain('Database unavailable');
  });

  it('saves, then shows the view page with a toast', async () => {
    const user = userEvent.setup();
    let stored = draft;
    const http = fakeEpapersApi({
      'GET /api/epapers/5/': () => json(200, stored),
      'PUT /api/epapers/5/': (request) => {
        stored = { ...draft, ...(request.body as object) };
        return json(200, stored);
      },
    });
    renderEpaperScreens(EDIT);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, '  Evening Herald ');
    await user.clear(screen.getByLabelText('Publication Date'));
    await user.type(screen.getByLabelText('Publication Date'), '2025-03-07');
    await user.click(screen.getByLabelText('Published (visible to users)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management/view/5'));
    expect(http.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      title: 'Evening Herald',
      description: 'The city edition',
      publication_date: '2025-03-07',
      is_published: true,
    });
    expect(await screen.findByText('E-paper updated.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Evening Herald' })).toBeTruthy();
  });

  it('goes back to the view page on Cancel', async () => {
    const user = userEvent.setup();
    fakeEpapersApi({ 'GET /api/epapers/5/': () => json(200, draft) });
    renderEpaperScreens(EDIT);
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(screen.getByTestId('path').textContent).toBe('/epaper-management/view/5');
  });

  it.each(['/epaper-management/edit/999', '/epaper-management/edit/0'])(
    'shows "E-Paper not found." for %s',
    async (path) => {
      fakeEpapersApi({});
      renderEpaperScreens(path);
      expect(await screen.findByText('E-Paper not found.')).toBeTruthy();
    },
  );
});
