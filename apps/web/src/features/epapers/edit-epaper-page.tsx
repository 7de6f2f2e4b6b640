import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Alert } from '../../components/alert.tsx';
import { Card } from '../../components/card.tsx';
import { EditEpaperForm } from './components/edit-epaper-form.tsx';
import { EpaperScreen } from './components/epaper-screen.tsx';
import { EpaperPreview } from './components/epaper-preview.tsx';
import { EpaperStatusBadge } from './components/epaper-status-badge.tsx';
import { EPAPER_DETAILS_TEXTS } from './epaper-details-texts.ts';

function EditEpaper({ epaper }: { epaper: EpaperWithPages }) {
  return (
    <div className="space-y-6">
      {/* Live: the details poll while pending, so this goes away once processing completes. */}
      {epaper.processing_status === 'pending' && (
        <Alert tone="warning" title={EPAPER_DETAILS_TEXTS.processingInProgress}>
          The pages are still being made from the PDF. You can change the details now; publishing waits until processing
          completes.
        </Alert>
      )}
      {/* Side by side only from 1280px: beside the 290px sidebar the form needs the room. */}
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          {/* Keyed by edition: another edition's form starts from its own values. */}
          <EditEpaperForm key={epaper.id} epaper={epaper} />
        </div>
        <Card title="Preview Image" description="Made from the first page; it cannot be changed here.">
          <div className="space-y-3">
            <EpaperPreview epaper={epaper} className="mx-auto max-w-60 xl:max-w-none" />
            <EpaperStatusBadge epaper={epaper} />
          </div>
        </Card>
      </div>
    </div>
  );
}

/** /epaper-management/edit/{id}: an edition's title, description, date and publishing. */
export function EditEpaperPage({ title }: { title: string }) {
  return <EpaperScreen title={title}>{(data) => <EditEpaper epaper={data} />}</EpaperScreen>;
}
