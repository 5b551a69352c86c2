// What the launches of the planner's desktop tools offer the other domains: they import it from here.
export { issueIntent, redeemIntent } from './service.js';
