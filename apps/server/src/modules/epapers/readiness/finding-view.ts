// A finding of the checks before publishing as the API answers it, in words the desk reads.
import type { EpaperFinding } from '@epaper/shared/epaper-pages.contract';
import {
  FINDING_KINDS,
  findingMessage,
  type FindingDetail,
  type FindingKind,
} from '@epaper/shared/epaper-readiness.texts';
import type { ListedFindingRow } from './epaper-findings.repository.ts';

export function toFinding(row: ListedFindingRow): EpaperFinding {
  const kind = row.kind as FindingKind;
  return {
    id: row.id,
    kind,
    pages: row.pages,
    message: findingMessage(kind, row.pages, row.detail as FindingDetail),
    accepted: row.acceptedAt !== null,
    accepted_by: row.acceptedBy,
    accepted_by_name: row.acceptedAt === null ? null : row.acceptedByName || null,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

/** The report in the order of FINDING_KINDS, as the view page lists it. */
export const toFindings = (rows: ListedFindingRow[]) =>
  rows.map(toFinding).sort((a, b) => FINDING_KINDS.indexOf(a.kind) - FINDING_KINDS.indexOf(b.kind));
