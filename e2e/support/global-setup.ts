import { setUpClock } from './clock';
import { prepareSnapshot } from './server';

/**
 * Before any worker starts: the run's clock, and the seeded database every worker's
 * platform starts from (see the platform fixture in test.ts).
 */
export default async function globalSetup(): Promise<() => void> {
  setUpClock();
  return prepareSnapshot();
}
