import { setUpClock } from './clock';
import { startServer } from './server';

/** One platform for the whole run; its URL reaches the tests through E2E_BASE_URL. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  setUpClock();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
