/** A person's roles and permissions, which the accounts domain keeps: taken and given in one step. */
import type { Permission, RoleName } from 'shared/contracts';
import type { Trx } from '../db/database.js';

export interface Grants {
  roles?: readonly RoleName[];
  permissions?: readonly Permission[];
}

/**
 * Takes the roles and permissions of `take` from a person, then gives those of `give` (so one in
 * both is kept); giving one the person holds already changes nothing.
 */
export async function changeGrants(trx: Trx, userId: number, take: Grants, give: Grants): Promise<void> {
  if (take.roles?.length)
    await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where('role_name', 'in', [...take.roles])
      .execute();
  if (take.permissions?.length)
    await trx
      .deleteFrom('user_permissions')
      .where('user_id', '=', userId)
      .where('permission', 'in', [...take.permissions])
      .execute();
  if (give.roles?.length)
    await trx
      .insertInto('user_roles')
      .values(give.roles.map((role_name) => ({ user_id: userId, role_name })))
      .onConflict((conflict) => conflict.columns(['user_id', 'role_name']).doNothing())
      .execute();
  if (give.permissions?.length)
    await trx
      .insertInto('user_permissions')
      .values(give.permissions.map((permission) => ({ user_id: userId, permission })))
      .onConflict((conflict) => conflict.columns(['user_id', 'permission']).doNothing())
      .execute();
}
