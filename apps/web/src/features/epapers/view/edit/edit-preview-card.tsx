import { useWatch, type Control } from 'react-hook-form';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Card } from '../../../../components/card.tsx';
import type { EditEpaperOutput, EditEpaperValues } from './edit-epaper-form-schema.ts';
import { typedPublishing } from './edit-epaper-values.ts';
import { EpaperPreview } from '../epaper-preview.tsx';
import { EpaperStatusBadge } from '../../epaper-status-badge.tsx';

type EditPreviewCardProps = { epaper: EpaperWithPages; control: Control<EditEpaperValues, unknown, EditEpaperOutput> };

/** Edit E-Paper's preview, its badge following Published and the schedule as typed: what saving will make it. */
export function EditPreviewCard({ epaper, control }: EditPreviewCardProps) {
  const [isPublished, isScheduled, scheduledAt] = useWatch({
    control,
    name: ['is_published', 'is_scheduled', 'scheduled_at'],
  });
  const typed = typedPublishing({ is_published: isPublished, is_scheduled: isScheduled, scheduled_at: scheduledAt });
  return (
    <Card title="Preview Image" description="Made from the first page; it cannot be changed here.">
      <div className="space-y-3">
        <EpaperPreview epaper={epaper} className="mx-auto max-w-60 xl:max-w-none" />
        <EpaperStatusBadge epaper={{ processing_status: epaper.processing_status, ...typed }} />
      </div>
    </Card>
  );
}
