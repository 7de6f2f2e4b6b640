import { useLocation, useNavigate } from 'react-router';

/** Navigation state that opens the Create New Admin modal (the command palette sends it). */
export const OPEN_CREATE_ADMIN_STATE = { openCreateAdmin: true } as const;

/**
 * Whether the page was opened asking for Create New Admin, and how to say the request is
 * handled: the state is dropped from the history entry once the modal closes, so Back or
 * a reload afterwards does not open it again.
 */
export function useCreateAdminRequest(): { isRequested: boolean; onHandled: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const isRequested = (location.state as { openCreateAdmin?: boolean } | null)?.openCreateAdmin === true;
  return {
    isRequested,
    onHandled: () =>
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null }),
  };
}
