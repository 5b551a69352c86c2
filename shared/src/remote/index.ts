export {
  contractProblem,
  expandArea,
  LAYOUTS,
  PROFILE_FLAGS,
  remoteName,
  type AreaFile,
  type Layout,
  type MenuEntry,
  type ProfileFlag,
  type RemoteArea,
  type RemoteEntry,
  type RemoteRoute,
  type RouteRequirement,
} from './contract.js';
export { meets, PROFILE_FLAG_CONFIG, profileFlagsOf, type ProfileFlags } from './access.js';
