import type { EpaperWithPages, UpdateEpaperRequest } from '@epaper/shared/epapers.contract';
import type { EditEpaperOutput, EditEpaperValues } from './edit-epaper-form-schema.ts';
import { wallTimeOf } from '../../../../lib/format/service-time.ts';

/** The edition's schedule as the form's "Go live at" holds it (the service's wall time), '' when none. */
const goLiveAtOf = (epaper: EpaperWithPages) => (epaper.scheduled_at ? wallTimeOf(epaper.scheduled_at) : '');

/** The Edit form's first values: the edition as loaded. */
export function editValuesOf(epaper: EpaperWithPages): EditEpaperValues {
  return {
    title: epaper.title,
    description: epaper.description,
    publication_date: epaper.publication_date,
    is_published: epaper.is_published,
    is_scheduled: !epaper.is_published && epaper.scheduled_at !== null,
    scheduled_at: goLiveAtOf(epaper),
    hold_if_late: epaper.hold_if_late,
  };
}

/**
 * The PUT body. Published: the server publishes and drops any schedule. Scheduled: the
 * time, only when it changed (a held edition's past time sent again would be refused as
 * past), and Hold if late. Neither: `scheduled_at: null`, a draft.
 */
export function editBodyOf(epaper: EpaperWithPages, values: EditEpaperOutput): UpdateEpaperRequest {
  const body: UpdateEpaperRequest = {
    title: values.title,
    description: values.description,
    publication_date: values.publication_date,
    is_published: values.is_published,
  };
  if (values.is_published) return body;
  if (!values.is_scheduled) return { ...body, scheduled_at: null };
  const isMoved = epaper.scheduled_at === null || values.scheduled_at !== goLiveAtOf(epaper);
  return { ...body, ...(isMoved && { scheduled_at: values.scheduled_at }), hold_if_late: values.hold_if_late };
}

/** The publishing the form shows as typed, for the preview's badge. */
export function typedPublishing(values: Pick<EditEpaperValues, 'is_published' | 'is_scheduled' | 'scheduled_at'>) {
  return {
    is_published: values.is_published,
    scheduled_at: !values.is_published && values.is_scheduled && values.scheduled_at ? values.scheduled_at : null,
  };
}
