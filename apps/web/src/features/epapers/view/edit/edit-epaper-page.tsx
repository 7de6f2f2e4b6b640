import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Alert } from '../../../../components/alert.tsx';
import { EditEpaperForm, useEditEpaperForm } from './edit-epaper-form.tsx';
import { EditPreviewCard } from './edit-preview-card.tsx';
import { EpaperScreen } from '../epaper-screen.tsx';
import { EPAPER_DETAILS_TEXTS } from '../../epaper-details-texts.ts';

function EditEpaper({ epaper }: { epaper: EpaperWithPages }) {
  const form = useEditEpaperForm(epaper);
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
          <EditEpaperForm epaper={epaper} form={form} />
        </div>
        <EditPreviewCard epaper={epaper} control={form.control} />
      </div>
    </div>
  );
}

/** /epaper-management/edit/{id}: an edition's title, description, date and publishing (published or scheduled). */
export function EditEpaperPage({ title }: { title: string }) {
  // Keyed by edition: another edition's form starts from its own values.
  return <EpaperScreen title={title}>{(data) => <EditEpaper key={data.id} epaper={data} />}</EpaperScreen>;
}
