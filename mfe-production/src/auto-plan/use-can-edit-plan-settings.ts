import { useCurrentUser } from 'shared/auth';

/** Whether the user may change the facility's planning settings and weights. Only hides the controls: the server enforces it. */
export function useCanEditPlanSettings(): boolean {
  const { user } = useCurrentUser();
  return user?.permissions.includes('FACILITY_SETTINGS_EDITOR') ?? false;
}
