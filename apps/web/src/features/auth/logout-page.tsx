import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { useLogout } from './api/logout.ts';

/** /logout: ends the session, then shows the sign-in page. */
export function LogoutPage({ title }: { title: string }) {
  const logout = useLogout();
  const navigate = useNavigate();
  // React's development double-mount must not send the logout call twice.
  const hasStarted = useRef(false);
  useDocumentTitle(title);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void logout().then(() => navigate(paths.signIn, { replace: true }));
  }, [logout, navigate]);

  return (
    <main>
      <PageLoader fullScreen label="Signing out…" />
    </main>
  );
}
