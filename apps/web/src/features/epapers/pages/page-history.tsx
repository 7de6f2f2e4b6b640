import { useRef, useState } from 'react';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import type { EpaperPage, PageVersion } from '@epaper/shared/epaper-pages.contract';
import { Alert } from '../../../components/alert.tsx';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { loadErrorText } from '../../../lib/api/load-error-text.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageVersions } from './api/get-page-versions.ts';
import { useRestorePageVersion } from './api/restore-page-version.ts';
import { LATE_PAGES_TEXTS } from './late-pages-texts.ts';

type PageHistoryProps = {
  epaperId: number;
  page: Pick<EpaperPage, 'id' | 'page_number'>;
  onBusyChange: (isBusy: boolean) => void;
};

/** The page's own proportions when known, else a newspaper page's usual ones. */
const aspectOf = (version: PageVersion) =>
  version.width > 0 && version.height > 0 ? `${version.width} / ${version.height}` : '3 / 4';

/**
 * A page's versions, newest first: each one's thumbnail (choosing it shows the page large
 * in the dialog), when and by whom it was made, "Current" on the one readers see, and
 * Restore this version on the others. After a restore the list is read again and the
 * focus goes to the version restored, whose Restore button is gone.
 */
export function PageHistory({ epaperId, page, onBusyChange }: PageHistoryProps) {
  const versions = usePageVersions(epaperId, page.id);
  const restore = useRestorePageVersion();
  const [preview, setPreview] = useState<PageVersion | null>(null);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const previewButtons = useRef(new Map<number, HTMLButtonElement>());
  // The version whose preview button takes the focus once it is shown again.
  const focusVersion = useRef<number | null>(null);

  const previewButtonRef = (id: number) => (button: HTMLButtonElement | null) => {
    if (!button) {
      previewButtons.current.delete(id);
      return;
    }
    previewButtons.current.set(id, button);
    if (focusVersion.current === id) {
      focusVersion.current = null;
      button.focus();
    }
  };

  const closePreview = () => {
    if (preview) focusVersion.current = preview.id;
    setPreview(null);
  };

  const restoreVersion = async (version: PageVersion) => {
    const when = formatDateTime(version.created_at);
    setRestoringId(version.id);
    onBusyChange(true);
    try {
      await restore.mutateAsync({ id: epaperId, pageId: page.id, versionId: version.id });
      notifySuccess(LATE_PAGES_TEXTS.restored(page.page_number, when));
      focusVersion.current = version.id;
      previewButtons.current.get(version.id)?.focus();
    } catch (error) {
      notifyError(failureText(LATE_PAGES_TEXTS.failed.restore, getErrorMessage(error)));
    } finally {
      setRestoringId(null);
      onBusyChange(false);
    }
  };

  if (versions.isPending) {
    return (
      <div className="mt-5 flex justify-center py-8">
        <Spinner label={LATE_PAGES_TEXTS.historyLoading} className="size-6 text-brand-600 dark:text-brand-400" />
      </div>
    );
  }
  if (versions.isError) {
    return (
      <Alert
        tone="error"
        className="mt-5"
        action={
          <Button variant="secondary" size="sm" onClick={() => void versions.refetch()}>
            Retry
          </Button>
        }
      >
        {LATE_PAGES_TEXTS.historyFailed} {loadErrorText(versions.error, '')}
      </Alert>
    );
  }

  if (preview) {
    const when = formatDateTime(preview.created_at);
    return (
      <figure className="mt-5 space-y-3">
        <Button variant="secondary" size="sm" autoFocus onClick={closePreview}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {LATE_PAGES_TEXTS.backToVersions}
        </Button>
        <img
          src={preview.image_path}
          alt={LATE_PAGES_TEXTS.versionImage(page.page_number, when)}
          style={{ aspectRatio: aspectOf(preview) }}
          className="mx-auto max-h-[65dvh] w-auto max-w-full rounded-lg border border-gray-200 bg-gray-100 object-contain dark:border-gray-800 dark:bg-gray-800"
        />
        <figcaption className="text-center text-sm text-gray-600 dark:text-gray-400">
          {preview.created_by_name ?? LATE_PAGES_TEXTS.processing} · {when}
          {preview.is_current && ` · ${LATE_PAGES_TEXTS.current}`}
        </figcaption>
      </figure>
    );
  }

  return (
    <ul className="mt-5 divide-y divide-gray-200 dark:divide-gray-800">
      {versions.data.map((version) => {
        const when = formatDateTime(version.created_at);
        const detailsId = `page-version-${version.id}`;
        return (
          <li key={version.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <button
              type="button"
              ref={previewButtonRef(version.id)}
              aria-label={LATE_PAGES_TEXTS.previewVersion(when)}
              onClick={() => setPreview(version)}
              className="w-16 shrink-0 overflow-hidden rounded-md border border-gray-200 bg-white transition-colors hover:border-brand-500 sm:w-20 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-brand-400"
            >
              <img
                src={version.thumbnail_path}
                alt=""
                loading="lazy"
                decoding="async"
                style={{ aspectRatio: aspectOf(version) }}
                className="w-full bg-gray-100 object-contain dark:bg-gray-800"
              />
            </button>
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div id={detailsId} className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900 dark:text-gray-100">
                  <time dateTime={version.created_at}>{when}</time>
                  {version.is_current && <Badge tone="success">{LATE_PAGES_TEXTS.current}</Badge>}
                </p>
                <p className="text-sm break-words text-gray-600 dark:text-gray-400">
                  {version.created_by_name ?? LATE_PAGES_TEXTS.processing}
                </p>
              </div>
              {!version.is_current && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  aria-describedby={detailsId}
                  isLoading={restoringId === version.id}
                  disabled={restoringId !== null}
                  onClick={() => void restoreVersion(version)}
                >
                  {restoringId !== version.id && <RotateCcw aria-hidden="true" className="size-4" />}
                  {restoringId === version.id ? LATE_PAGES_TEXTS.restoring : LATE_PAGES_TEXTS.restore}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
