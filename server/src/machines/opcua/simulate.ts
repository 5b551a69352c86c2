import path from 'node:path';
import { loadConfig } from '../../config.js';
import { AmMachineSimulator } from './simulator.js';

/**
 * `pnpm --filter server opcua:simulate`: an AM machine on opc.tcp://localhost:$OPCUA_PORT (4840)
 * that plays a build of $LAYERS layers (20) a step every $STEP_MS (500) with an alarm halfway,
 * $BUILDS times (0, the default: again and again), named $JOB_NAME (Demo build <n>), the first
 * after $WAIT_MS (0), then stays idle, for trying the adapter by hand and for end-to-end tests; with $OPCUA_USER and
 * $OPCUA_PASSWORD only that user may sign in. Its certificates are kept under the data dir.
 * Ctrl-C stops it.
 */
const { dataDir } = loadConfig(process.env);
const simulator = new AmMachineSimulator({
  port: Number(process.env.OPCUA_PORT ?? 4840),
  pkiDir: path.join(dataDir, 'opcua-simulator-pki'),
  stepMs: Number(process.env.STEP_MS ?? 500),
  alarmCodes: ['RecoaterBlocked'],
  ...(process.env.OPCUA_USER ? { user: { username: process.env.OPCUA_USER, password: process.env.OPCUA_PASSWORD ?? '' } } : {}),
});
await simulator.start();
simulator.loadFeedstock({ identifier: 'PA12-LOT-0001', name: 'PA 12 powder', quantity: 40, unit: 'kg' });
console.log(`AM machine simulator on ${simulator.endpointUrl}`);

let stopping = false;
process.once('SIGINT', () => {
  stopping = true;
  void simulator.stop().then(() => process.exit(0));
});
await new Promise((resolve) => setTimeout(resolve, Number(process.env.WAIT_MS ?? 0)));
const totalLayers = Number(process.env.LAYERS ?? 20);
const builds = Number(process.env.BUILDS ?? 0);
for (let build = 1; !stopping && (builds === 0 || build <= builds); build++) {
  await simulator.play({
    jobName: process.env.JOB_NAME ?? `Demo build ${build}`,
    fileName: `demo-build-${build}.3mf`,
    totalLayers,
    alarm: { code: 'RecoaterBlocked', message: 'Recoater blocked', severity: 600 },
    alarmAtLayer: Math.ceil(totalLayers / 2),
  });
}
