import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { PageLoader } from '../../../components/spinner.tsx';
import { loadErrorText } from '../../../lib/api/load-error-text.ts';
import { isNotFound, type useEpaper } from '../api/get-epaper.ts';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';
import { BackToListing } from './back-to-listing.tsx';

type EpaperLoadStateProps = {
  /** The id in the path; null when it cannot name an edition. */
  id: number | null;
  epaper: ReturnType<typeof useEpaper>;
  children: (epaper: EpaperWithPages) => ReactNode;
};

/**
 * What View and Edit E-Paper show before the edition: not found, loading, or the load
 * failure with Retry; then the screen itself. A failed poll keeps the last answer on
 * screen (the next poll tries again); a 404 from one means it was deleted meanwhile.
 */
export function EpaperLoadState({ id, epaper, children }: EpaperLoadStateProps) {
  if (id === null || (epaper.isError && isNotFound(epaper.error))) {
    return (
      <Alert tone="warning" title={EPAPER_DETAILS_TEXTS.notFound}>
        <p>It may have been deleted, or the link is wrong.</p>
        <div className="mt-2">
          <BackToListing />
        </div>
      </Alert>
    );
  }
  if (epaper.isPending) return <PageLoader label="Loading e-paper details…" />;
  if (epaper.data) return children(epaper.data);
  const detail = loadErrorText(epaper.error, '');
  return (
    <Alert
      tone="error"
      title={EPAPER_DETAILS_TEXTS.loadFailed}
      action={
        <Button variant="secondary" size="sm" onClick={() => void epaper.refetch()} isLoading={epaper.isFetching}>
          {!epaper.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
          Retry
        </Button>
      }
    >
      {detail && <p>{detail}</p>}
      <div className="mt-2">
        <BackToListing />
      </div>
    </Alert>
  );
}
