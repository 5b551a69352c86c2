// Bench page for our Timeline; the driver is ../scheduler-bench.mjs.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Timeline } from '../../src/scheduler/timeline';
import { LABEL_WIDTH } from '../../src/scheduler/timeline/layout';
import {
  expose,
  frameTimes,
  PAN_MS_PER_FRAME,
  percentile,
  ROWS_PX_PER_FRAME,
  scrollStep,
  timeToFirstPaint,
  VISIBLE_MS,
} from './harness';
import { syntheticData, type BenchData } from './synthetic-data';

let data: BenchData;

expose({
  generate(machines, jobs) {
    data = syntheticData(machines, jobs);
  },
  mount: () =>
    timeToFirstPaint(() => {
      const root = createRoot(document.getElementById('root')!);
      // Committed at once, as vis-timeline builds its DOM in its constructor.
      flushSync(() =>
        root.render(
          <Timeline rows={data.rows} items={data.items} from={data.from} to={data.to} zoom="week" now={data.now} height={900} />,
        ),
      );
    }, 'button[aria-label]'),
  async scroll(durationMs) {
    const scroller = document.querySelector('[role=region]')!;
    const pxPerMs = (scroller.clientWidth - LABEL_WIDTH) / VISIBLE_MS;
    const vertical = await frameTimes(scrollStep(scroller, 'scrollTop', ROWS_PX_PER_FRAME), durationMs);
    const horizontal = await frameTimes(scrollStep(scroller, 'scrollLeft', PAN_MS_PER_FRAME * pxPerMs), durationMs);
    return { vertical: percentile(vertical, 95), horizontal: percentile(horizontal, 95) };
  },
});
