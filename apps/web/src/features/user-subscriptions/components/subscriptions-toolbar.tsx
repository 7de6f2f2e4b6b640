import { Download } from 'lucide-react';
import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.texts';
import { Button } from '../../../components/button.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { OrderToggle, type ListOrder } from '../../../components/order-toggle.tsx';
import { SelectFilter } from '../../../components/select-filter.tsx';
import { STATUS_OPTIONS, type StatusFilter } from '../subscription-list-state.ts';

/** Long enough not to fetch on every key, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 350;

type SubscriptionsToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  order: ListOrder;
  onOrderChange: (order: ListOrder) => void;
  onExport: () => void;
  isExporting: boolean;
};

/** Search (as you type, or at once on Enter), the status filter, the order and Export CSV; they stack on a phone. */
export function SubscriptionsToolbar({
  search,
  onSearch,
  status,
  onStatusChange,
  order,
  onOrderChange,
  onExport,
  isExporting,
}: SubscriptionsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <SearchBox
        label="Search subscriptions"
        placeholder={SUBSCRIPTION_TEXTS.searchPlaceholder}
        value={search}
        onSearch={onSearch}
        debounceMs={SEARCH_DEBOUNCE_MS}
        className="md:max-w-md md:flex-1"
      />
      <SelectFilter
        label="Status"
        value={status}
        options={STATUS_OPTIONS}
        onChange={onStatusChange}
        className="md:w-44"
      />
      <OrderToggle value={order} onChange={onOrderChange} />
      <Button variant="secondary" isLoading={isExporting} onClick={onExport} className="md:ml-auto">
        {!isExporting && <Download aria-hidden="true" className="size-4" />}
        {isExporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </div>
  );
}
