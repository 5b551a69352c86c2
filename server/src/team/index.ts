// What the team domain offers the others: they import it from here, never its inner files.
export { lockTeam, otherActiveSuperAdmins } from './service.js';
export { TEAMS } from './sides.js';
