import type { Epaper } from '@epaper/shared/epapers.contract';
import { DISPLAY_STATUS_LABELS, displayStatusOf, type EpaperDisplayStatus } from '@epaper/shared/epaper-status';
import { Badge } from '../../components/badge.tsx';

const TONES: Record<EpaperDisplayStatus, 'success' | 'danger' | 'warning' | 'neutral'> = {
  draft: 'neutral',
  scheduled: 'warning',
  processing: 'warning',
  published: 'success',
  failed: 'danger',
};

/** The edition's display status as a badge: Draft, Scheduled, Processing, Published or Failed. */
export function EpaperStatusBadge({
  epaper,
}: {
  epaper: Pick<Epaper, 'is_published' | 'processing_status' | 'scheduled_at'>;
}) {
  const status = displayStatusOf(epaper);
  return <Badge tone={TONES[status]}>{DISPLAY_STATUS_LABELS[status]}</Badge>;
}
