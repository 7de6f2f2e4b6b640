import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';

/** The way back to the e-paper list from a not-found or failed screen. */
export function BackToListing() {
  return (
    <Link
      to={paths.epapers.list}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Listing
    </Link>
  );
}
