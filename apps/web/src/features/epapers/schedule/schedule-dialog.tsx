import { useEffect, useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Alert } from '../../../components/alert.tsx';
import { DialogHeader } from '../../../components/dialog-header.tsx';
import { ModalFormActions } from '../../../components/modal-form-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { fieldProps } from '../../../lib/forms/field-props.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useScheduleEpaper } from './api/schedule-epaper.ts';
import { EPAPER_SCHEDULE_TEXTS } from './epaper-schedule-texts.ts';
import { scheduleFormResolver } from './schedule-form-resolver.ts';
import type { ScheduleFormValues } from './schedule-form-schema.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { wallTimeOf } from '../../../lib/format/service-time.ts';
import { suggestedGoLiveAt } from './schedule-time.ts';
import { useOpenFindingsConfirm } from '../readiness/use-open-findings-confirm.tsx';
import { useSameDayConfirm } from './use-same-day-confirm.tsx';
import { GoLiveFields } from './go-live-fields.tsx';

const FIELDS = ['scheduled_at', 'hold_if_late'] as const;

type ScheduleEpaper = Pick<
  EpaperWithPages,
  'id' | 'publication_date' | 'scheduled_at' | 'hold_if_late' | 'open_findings' | 'findings'
>;

/** The edition's own time when it has one; else its day at the usual hour. */
function valuesOf(epaper: ScheduleEpaper): ScheduleFormValues {
  return {
    scheduled_at: epaper.scheduled_at ? wallTimeOf(epaper.scheduled_at) : suggestedGoLiveAt(epaper.publication_date),
    hold_if_late: epaper.hold_if_late,
  };
}

type ScheduleDialogProps = { epaper: ScheduleEpaper; trigger: ReactElement };

/**
 * "Schedule…" / "Reschedule…" and its modal: when the edition goes live, and whether to
 * hold it if processing finishes late. Saving asks first about open findings of the checks
 * before publishing, then (when the server says so) about a second edition of the day.
 * Focus goes back to the button on closing.
 */
export function ScheduleDialog({ epaper, trigger }: ScheduleDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !isBusy && setIsOpen(open)}
      trigger={trigger}
      width="md"
      className="overflow-y-auto p-6"
    >
      <DialogHeader
        title={epaper.scheduled_at ? EPAPER_SCHEDULE_TEXTS.rescheduleTitle : EPAPER_SCHEDULE_TEXTS.scheduleTitle}
        description={EPAPER_SCHEDULE_TEXTS.scheduleDescription}
        isBusy={isBusy}
      />
      {/* Inside the content: it is built afresh, from the edition, each time the modal opens. */}
      <ScheduleForm epaper={epaper} onBusyChange={setIsBusy} onScheduled={() => setIsOpen(false)} />
    </ModalDialog>
  );
}

function ScheduleForm({
  epaper,
  onBusyChange,
  onScheduled,
}: {
  epaper: ScheduleEpaper;
  onBusyChange: (isBusy: boolean) => void;
  onScheduled: () => void;
}) {
  const schedule = useScheduleEpaper();
  const sameDay = useSameDayConfirm();
  const openFindings = useOpenFindingsConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: scheduleFormResolver.resolver, defaultValues: valuesOf(epaper) });
  // Mounted as the modal opens: its rules load while the time is being picked.
  useEffect(() => {
    void scheduleFormResolver.preload();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    // No: the dialog stays, and Cancel gave the focus back to Save.
    if (!(await openFindings.ask(epaper, EPAPER_SCHEDULE_TEXTS.scheduleAnyway))) return;
    onBusyChange(true);
    try {
      const answer = await sameDay.run(
        (isConfirmed) =>
          schedule.mutateAsync({
            id: epaper.id,
            body: { ...values, ...(isConfirmed && { confirm_same_day: true }) },
          }),
        EPAPER_SCHEDULE_TEXTS.scheduleAnyway,
      );
      onBusyChange(false);
      // No to a second edition that day: the dialog stays, to change the time or cancel.
      if (!answer) return;
      const when = answer.scheduled_at ? formatDateTime(answer.scheduled_at) : values.scheduled_at;
      notifySuccess(EPAPER_SCHEDULE_TEXTS.scheduled(when));
      onScheduled();
    } catch (error) {
      onBusyChange(false);
      if (!showServerFieldErrors(form.setError, error, FIELDS)) setFailure(getErrorMessage(error));
    }
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        {failure !== null && (
          <Alert tone="error" title={EPAPER_SCHEDULE_TEXTS.scheduleFailed}>
            {failure}
          </Alert>
        )}
        <GoLiveFields goLiveAt={fieldProps(form, 'scheduled_at')} holdIfLate={fieldProps(form, 'hold_if_late')} />
        <ModalFormActions isBusy={schedule.isPending} submitLabel="Save" busyLabel="Saving..." />
      </form>
      {openFindings.dialog}
      {sameDay.dialog}
    </>
  );
}
