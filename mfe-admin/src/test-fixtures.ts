/** What the admin area's page tests share: the signed-in facility person. */
import { authApi } from 'shared/auth';
import type { ConfigRecordDto, Permission, UserDto } from 'shared/contracts';
import { createPlatformStore } from 'shared/store';

/** A facility's admin, signed in, with the given permissions. */
export const facilityUser = (permissions: Permission[] = []): UserDto => ({
  id: 7,
  email: 'ada@forge.test',
  firstName: 'Ada',
  lastName: 'Admin',
  emailVerfied: true,
  roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }, { roleName: 'SP_ADMIN' }],
  defaultRole: 'ROLE_SERVICE_PROVIDER',
  currentRole: 'ROLE_SERVICE_PROVIDER',
  dashboard: 'SERVICE_PROVIDER',
  dateFormat: 'MM/dd/yyyy',
  switchAccountEnabled: false,
  permissions,
  serviceProvider: { id: 3, companyName: 'Forge Works', kind: 'SERVICE_PROVIDER' },
  engineerCompany: null,
});

export const DAY = 86_400_000;

/** A facility's config record of the given type, holding the value as JSON text. */
export const configRecord = (configType: ConfigRecordDto['configType'], value: object): ConfigRecordDto => ({
  id: 40,
  active: true,
  configType,
  configValue: JSON.stringify(value),
  elementId: '3',
  elementType: 'SERVICE_PROVIDER',
});

/** A store whose signed-in person is read already, as the shell has it before any page: call after stubApi. */
export async function signedInStore() {
  const store = createPlatformStore();
  await store.dispatch(authApi.endpoints.getUser.initiate());
  return store;
}
