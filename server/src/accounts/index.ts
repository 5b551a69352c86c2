// What the accounts domain offers the others: they import it from here, never its inner files.
export { engineerProfile, serviceProviderProfile, vendorsOf } from './companies.js';
export { changeGrants } from './grants.js';
export {
  INVITATION_DAYS,
  announcePeople,
  approveWaitingInvitation,
  assertNoAccount,
  createInvitation,
  waitingInvitation,
} from './invitations.js';
export type { Invitee } from './invitations.js';
export { facilityPeople, findUserByEmail, userDto } from './queries.js';
export { EngineerSchema, PersonName, ServiceProviderSchema, TokenParams, VendorSchema } from './schemas.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from './seed.js';
export type { DemoTenants } from './seed.js';
export { insertAccount } from './service.js';
