import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { authApi } from 'shared/auth';
import { useLanguageKey } from 'shared/i18n';
import type { RemoteRoute } from 'shared/remote';
import { Loading, Panel } from 'shared/ui';
import { useSession } from '../auth/session';
import { useShellText } from '../texts';

/** Where a user lands: the store front for STORE_FRONT users, else the dashboard of their current role. */
function homePath(user: { dashboard: string; currentRole: string }): string {
  if (user.dashboard === 'STORE_FRONT') return '/store-front';
  return user.currentRole === 'ROLE_ENGINEER' ? '/engineer' : '/service-provider';
}

export function HomeRedirect() {
  return <Navigate to={homePath(useSession().user)} replace />;
}

function useSwitch(run: () => Promise<{ error?: unknown; data?: { dashboard: string; currentRole: string } }>) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run().then((result) => {
      if (result.data) navigate(homePath(result.data), { replace: true });
      // The session is gone: log in again.
      else if ((result.error as { status?: number } | undefined)?.status === 401) navigate('/custom-login', { replace: true });
      // The server refused (no such role, not an internal facility): same as any missing permission.
      else navigate('/access-denied', { replace: true });
    });
  }, [navigate, run]);
}

/** /switch/{role}: Switch Dashboard of the user menu, done by the server for this session. */
export function SwitchRolePage() {
  const { role = '' } = useParams();
  const [switchRole] = authApi.useSwitchRoleMutation();
  useSwitch(() => switchRole(role));
  return <Loading />;
}

/** /switch-facility/{id}: moves an SP_SUPER_ADMIN's session to an internal facility. */
export function SwitchFacilityPage() {
  const { id = '' } = useParams();
  const [switchFacility] = authApi.useSwitchFacilityMutation();
  useSwitch(() => switchFacility(Number(id)));
  return <Loading />;
}

/** The standard panel for a route whose screen a later release builds. */
export function NotAvailablePanel({ title }: { title: RemoteRoute['title'] }) {
  const text = useShellText();
  return <Panel title={title[useLanguageKey()]}>{text('error.areaUnavailable')}</Panel>;
}
