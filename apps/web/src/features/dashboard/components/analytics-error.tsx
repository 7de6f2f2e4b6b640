import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { DASHBOARD_TEXTS, analyticsErrorText } from '../dashboard-texts.ts';

/** "Error loading analytics: {message}" with Retry, which asks again for what failed. */
export function AnalyticsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {DASHBOARD_TEXTS.retry}
        </Button>
      }
    >
      {analyticsErrorText(message)}
    </Alert>
  );
}
