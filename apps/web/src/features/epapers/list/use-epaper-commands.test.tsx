import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { fakeListApi, listPage, makeListEpaper } from './epaper-list.test-helper.tsx';
import { useEpaperCommands } from './use-epaper-commands.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCommands(initialSearch: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/profile']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(({ search }) => ({ commands: useEpaperCommands(search), path: useLocation().pathname }), {
    wrapper,
    initialProps: { search: initialSearch },
  });
}

describe('e-paper commands', () => {
  it('searches the server from three characters and opens the chosen edition', async () => {
    const http = fakeListApi({
      'GET /api/epapers/': () => json(200, listPage([makeListEpaper({ id: 9, title: 'Morning Herald' })])),
    });
    const hook = renderCommands('he');
    expect(hook.result.current.commands.epapers).toBeNull();

    hook.rerender({ search: '2025-03' });
    expect(hook.result.current.commands.epapers?.isLoading).toBe(true);
    await waitFor(() => expect(hook.result.current.commands.epapers?.commands).toHaveLength(1));
    expect(http.requests.map((request) => request.path)).toEqual(['/api/epapers/?page=1&page_size=5&search=2025-03']);

    const [found] = hook.result.current.commands.epapers?.commands ?? [];
    expect(found).toMatchObject({ label: 'Morning Herald', hint: '5 Mar 2025' });
    act(() => found?.run());
    await waitFor(() => expect(hook.result.current.path).toBe('/epaper-management/view/9'));
  });

  it('offers Upload E-Paper, which opens the upload screen', async () => {
    fakeListApi({});
    const hook = renderCommands('');
    const [upload] = hook.result.current.commands.actions;
    expect(upload?.label).toBe('Upload E-Paper');
    act(() => upload?.run());
    await waitFor(() => expect(hook.result.current.path).toBe('/epaper-management/add'));
  });
});
