import type { FastifyBaseLogger } from 'fastify';
import { Poller } from './poller.js';

const log = { error: jest.fn() } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a poller', () => {
  it('runs neither on its clock nor when kicked while held, waits for the run in progress, and runs once released', async () => {
    let runs = 0;
    let finishRun: () => void = () => undefined;
    const poller = new Poller(
      () => {
        runs++;
        return new Promise<void>((resolve) => (finishRun = resolve));
      },
      log,
      'failed',
      5,
    );
    poller.start();
    expect(runs).toBe(1);
    let held = false;
    const holding = Poller.holdAll().then((release) => {
      held = true;
      return release;
    });
    await sleep(20);
    expect(held).toBe(false);
    finishRun();
    const release = await holding;

    poller.kick();
    await sleep(50);
    expect(runs).toBe(1);

    release();
    expect(runs).toBe(2);
    finishRun();
    await poller.stop();
  });

  it('is not kicked by a release once it has stopped', async () => {
    let runs = 0;
    const poller = new Poller(async () => void runs++, log, 'failed', 60_000);
    poller.start();
    await poller.idle();
    const release = await Poller.holdAll();
    poller.kick();
    await poller.stop();
    release();
    expect(runs).toBe(1);
  });
});
