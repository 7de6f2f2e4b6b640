import { Link } from 'react-router';
import { Alert } from '../../../components/alert.tsx';
import { paths } from '../../../lib/paths.ts';
import { useHeldEditions } from '../api/get-held-editions.ts';
import { HELD_EDITIONS_TEXTS, heldEditionText, heldTitleText } from '../held-editions-texts.ts';

/**
 * Names each scheduled edition whose time has passed and that is not live, with a link to
 * its page and why it waits: readers expected it. Nothing while none is late, or if the
 * list cannot be read: the warning is an extra, and the Dashboard's figures do not wait for it.
 */
export function HeldEditionsWarning() {
  const held = useHeldEditions();
  const editions = held.data ?? [];
  if (editions.length === 0) return null;

  // A warning, not an error: nothing is lost, and one click (or the processing finishing) puts it live.
  return (
    <Alert tone="warning" title={heldTitleText(editions.length)}>
      <ul className="space-y-1">
        {editions.map((epaper) => {
          const text = heldEditionText(epaper);
          return (
            <li key={epaper.id}>
              <Link
                to={paths.epapers.view(epaper.id)}
                className="font-medium underline underline-offset-2 hover:no-underline"
              >
                {text.edition}
              </Link>{' '}
              {text.due}.{' '}
              {epaper.processing_status === 'completed'
                ? HELD_EDITIONS_TEXTS.heldLate
                : HELD_EDITIONS_TEXTS.stillProcessing}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
