import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { EpaperFinding } from '@epaper/shared/epaper-pages.contract';
import { json, type SeenRequest } from '../../../lib/api/fake-http.test-helper.ts';
import { fakeEpapersApi, makeEpaper, makePage } from '../view/epaper-details.test-helper.tsx';

export function makeFinding(overrides: Partial<EpaperFinding> = {}): EpaperFinding {
  return {
    id: 1,
    kind: 'blank',
    pages: [3],
    message: 'Page 3 is blank or nearly blank.',
    accepted: false,
    accepted_by: null,
    accepted_by_name: null,
    accepted_at: null,
    ...overrides,
  };
}

/** A completed, unpublished edition of `pageCount` pages with `findings`, its open count as the server keeps it. */
export function makeCheckedEpaper(findings: EpaperFinding[] = [], pageCount = 4): EpaperWithPages {
  return makeEpaper({
    is_published: false,
    published_at: null,
    page_count: pageCount,
    pages_done: pageCount,
    pages: Array.from({ length: pageCount }, (_, at) => makePage(at + 1)),
    readiness_checked: true,
    findings,
    open_findings: findings.filter((finding) => !finding.accepted).length,
  });
}

type Answer = (request: SeenRequest, stored: EpaperWithPages) => Response | EpaperWithPages;

/**
 * The e-paper API over one stored edition (id 5): GET answers it, and each route in
 * `routes` answers a Response, or a new edition, which is stored and answered.
 */
export function fakeStoredEdition(start: EpaperWithPages, routes: Record<string, Answer> = {}) {
  let stored = start;
  const http = fakeEpapersApi({
    'GET /api/epapers/5/': () => json(200, stored),
    ...Object.fromEntries(
      Object.entries(routes).map(([key, answer]) => [
        key,
        (request: SeenRequest) => {
          const result = answer(request, stored);
          if (result instanceof Response) return result;
          stored = result;
          return json(200, stored);
        },
      ]),
    ),
  });
  /** `store`: what the server now holds, as a change made outside these routes (a resumable upload) leaves it. */
  return { ...http, stored: () => stored, store: (next: EpaperWithPages) => void (stored = next) };
}

/** The requests of one method and path, e.g. `PUT /api/epapers/5/findings/1/`. */
export const requestsOf = (requests: readonly SeenRequest[], key: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === key);

/** Opens "Page n actions" and chooses an entry. */
export async function choosePageAction(user: UserEvent, page: number, entry: string) {
  await user.click(await screen.findByRole('button', { name: `Page ${page} actions` }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
}
