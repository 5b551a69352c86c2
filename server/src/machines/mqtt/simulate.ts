import { MqttPrinterSimulator } from './printer-simulator.js';

/**
 * `pnpm --filter server mqtt:simulate`: a printer publishing Sparkplug B through the broker at
 * $MQTT_URL (mqtt://localhost:1883) on $MQTT_TOPIC (spBv1.0/Demo/gateway-1/printer-1), signed in
 * with $MQTT_USERNAME and $MQTT_PASSWORD, that prints $JOB_NAME (Demo print) of $LAYERS layers
 * (20), a layer every $LAYER_MS (500), $PRINTS times (1; 0 for ever), then stays connected and
 * idle until Ctrl-C, for trying the adapter by hand and for end-to-end tests.
 */
const printer = new MqttPrinterSimulator({
  brokerUrl: process.env.MQTT_URL ?? 'mqtt://localhost:1883',
  topic: process.env.MQTT_TOPIC ?? 'spBv1.0/Demo/gateway-1/printer-1',
  username: process.env.MQTT_USERNAME,
  password: process.env.MQTT_PASSWORD,
});
await printer.start();
console.log(`MQTT printer simulator publishing on ${process.env.MQTT_TOPIC ?? 'spBv1.0/Demo/gateway-1/printer-1'}`);
process.once('SIGINT', () => void printer.stop().then(() => process.exit(0)));
const prints = Number(process.env.PRINTS ?? 1);
for (let print = 1; prints === 0 || print <= prints; print++) {
  await printer.print({
    id: `print-${Date.now()}`,
    jobName: process.env.JOB_NAME ?? 'Demo print',
    totalLayers: Number(process.env.LAYERS ?? 20),
    layerMs: Number(process.env.LAYER_MS ?? 500),
  });
}
