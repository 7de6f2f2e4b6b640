import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '../../../components/checkbox.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { getServiceTimeZone } from '../../../config/app-config.ts';
import { EPAPER_SCHEDULE_TEXTS } from './epaper-schedule-texts.ts';
import { wallTimeOf } from '../../../lib/format/service-time.ts';

/** A registered control and its message, as fieldProps gives them. */
export type RegisteredField = UseFormRegisterReturn & { error?: string | undefined };

/**
 * "Go live at" (a date and time on the service's clock, named under it) and "Hold if
 * late": the schedule of the Schedule dialog, the edit form and the upload form.
 */
export function GoLiveFields({ goLiveAt, holdIfLate }: { goLiveAt: RegisteredField; holdIfLate: RegisteredField }) {
  return (
    <div className="space-y-4">
      <TextField
        label={EPAPER_SCHEDULE_TEXTS.goLiveAt}
        type="datetime-local"
        // The picker offers no time already gone on the service's clock; the server checks it again.
        min={wallTimeOf(new Date())}
        hint={EPAPER_SCHEDULE_TEXTS.goLiveAtHint(getServiceTimeZone())}
        className="sm:max-w-64"
        {...goLiveAt}
      />
      <Checkbox label={EPAPER_SCHEDULE_TEXTS.holdIfLate} hint={EPAPER_SCHEDULE_TEXTS.holdIfLateHint} {...holdIfLate} />
    </div>
  );
}

type SchedulePublishingFieldsProps = {
  /** The box is ticked: its time and Hold if late show under it. */
  isScheduled: boolean;
  scheduled: RegisteredField;
  goLiveAt: RegisteredField;
  holdIfLate: RegisteredField;
};

/** A form's "Schedule publishing" box (the upload, the edit), revealing its time when ticked. */
export function SchedulePublishingFields({
  isScheduled,
  scheduled,
  goLiveAt,
  holdIfLate,
}: SchedulePublishingFieldsProps) {
  return (
    <div className="space-y-4">
      <Checkbox label={EPAPER_SCHEDULE_TEXTS.schedulePublishing} {...scheduled} />
      {isScheduled && (
        <div className="border-l-2 border-gray-200 pl-4 dark:border-gray-800">
          <GoLiveFields goLiveAt={goLiveAt} holdIfLate={holdIfLate} />
        </div>
      )}
    </div>
  );
}
