// The host's entry. It only loads the app asynchronously, so that the federation runtime can
// set up the shared singletons before any of them is imported. React is not among the host's
// own files: the start bundle loaded it before this script (start/react-handoff.ts), and it is
// registered here as the shared React of the host and every remote.
import { registerShared } from '@module-federation/enhanced/runtime';
import { REACT_HANDOFF, type ReactModules } from './start/react-handoff-key';

const modules = (globalThis as Record<string, unknown>)[REACT_HANDOFF] as ReactModules;
const version = (modules.react as { version: string }).version;
registerShared(
  Object.fromEntries(
    Object.entries(modules).map(([name, module]) => [
      name,
      { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } },
    ]),
  ),
);
// The remotes' route tables and the opened page's screen load beside the app's own code, not
// after it: they need only a few of its modules, and a planner would wait for the rest first.
void import('./remotes/start-loading').then(({ startLoadingRemotes }) => startLoadingRemotes());
import('./bootstrap');
