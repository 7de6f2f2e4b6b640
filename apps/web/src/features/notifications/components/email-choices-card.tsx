import { useForm } from 'react-hook-form';
import type { NotificationPreferences } from '@epaper/shared/notifications.contract';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@epaper/shared/notifications.texts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { loadErrorText } from '../../../lib/api/load-error-text.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { emailChoicesResolver } from '../email-choices-resolver.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { NOTIFICATION_SCREEN_TEXTS, sentToText } from '../notification-texts.ts';

type EmailChoices = NotificationPreferences['email'];

/** A checkbox per kind, as the server has them; all of them are sent on save. */
function EmailChoicesForm({ preferences }: { preferences: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  // `values` follows the cached choices, so the form shows what was saved once the answer is in.
  const form = useForm<EmailChoices>({ resolver: emailChoicesResolver.resolver, values: preferences.email });

  const onSubmit = form.handleSubmit(async (email) => {
    try {
      await update.mutateAsync({ email });
      notifySuccess(NOTIFICATION_SCREEN_TEXTS.emailChoicesSaved);
    } catch (error) {
      notifyError(failureText(NOTIFICATION_SCREEN_TEXTS.saveEmailChoicesAction, getErrorMessage(error)));
    }
  });

  return (
    // Its rule loads as a choice is reached, so Save does not wait for it.
    <form noValidate onSubmit={onSubmit} onFocus={() => void emailChoicesResolver.preload()} className="space-y-5">
      {/* Choices without an address still save: they apply once the account has one. */}
      {preferences.email_address ? (
        <p className="text-sm break-words text-gray-600 dark:text-gray-400">{sentToText(preferences.email_address)}</p>
      ) : (
        <Alert tone="info">{NOTIFICATION_SCREEN_TEXTS.noEmailAddress}</Alert>
      )}
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-semibold text-gray-900 dark:text-gray-100">
          {NOTIFICATION_SCREEN_TEXTS.emailChoicesLegend}
        </legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <Checkbox key={kind} label={NOTIFICATION_KIND_LABELS[kind]} {...form.register(kind)} />
        ))}
      </fieldset>
      <FormActions>
        <Button type="submit" isLoading={update.isPending}>
          {update.isPending ? NOTIFICATION_SCREEN_TEXTS.savingEmailChoices : NOTIFICATION_SCREEN_TEXTS.saveEmailChoices}
        </Button>
      </FormActions>
    </form>
  );
}

/** Profile's "Email notifications": which kinds this admin also receives by email (all, until they choose). */
export function EmailChoicesCard() {
  const preferences = useNotificationPreferences();
  return (
    <Card title={NOTIFICATION_SCREEN_TEXTS.emailCardTitle} description={NOTIFICATION_SCREEN_TEXTS.emailCardDescription}>
      {preferences.isPending && <Spinner label={NOTIFICATION_SCREEN_TEXTS.emailLoading} />}
      {preferences.isError && (
        <Alert
          tone="error"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void preferences.refetch()}
              isLoading={preferences.isFetching}
            >
              {NOTIFICATION_SCREEN_TEXTS.retry}
            </Button>
          }
        >
          {failureText(NOTIFICATION_SCREEN_TEXTS.loadEmailChoicesAction, loadErrorText(preferences.error, ''))}
        </Alert>
      )}
      {preferences.data && <EmailChoicesForm preferences={preferences.data} />}
    </Card>
  );
}
