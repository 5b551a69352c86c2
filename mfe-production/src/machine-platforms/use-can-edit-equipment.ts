import { useCurrentUser } from 'shared/auth';

/** Whether the user may add and change equipment. Only hides the controls: the server enforces it. */
export function useCanEditEquipment(): boolean {
  const { user } = useCurrentUser();
  return user?.permissions.includes('MES_SETTINGS_EDITOR') ?? false;
}
