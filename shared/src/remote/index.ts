export {
  contractProblem,
  expandArea,
  LAYOUTS,
  PROFILE_FLAGS,
  type AreaFile,
  type Layout,
  type MenuEntry,
  type ProfileFlag,
  type RemoteArea,
  type RemoteEntry,
  type RemoteRoute,
  type RouteRequirement,
} from './contract.js';
