export {
  contractProblem,
  remoteRoute,
  LAYOUTS,
  PROFILE_FLAGS,
  type Layout,
  type ProfileFlag,
  type RemoteModule,
  type RemoteRoute,
  type RouteRequirement,
} from './contract.js';
