// Bench page for vis-timeline (standalone build, which bundles vis-data); the driver is ../scheduler-bench.mjs.
import { Timeline } from 'vis-timeline/standalone';
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

// The same geometry as ours: 250 px labels, 100 px rows.
const LAYOUT_CSS = '.vis-labelset .vis-label .vis-inner { width: 250px; height: 100px; box-sizing: border-box; }';

let data: BenchData;
let timeline: Timeline;

expose({
  generate(machines, jobs) {
    data = syntheticData(machines, jobs);
    document.head.insertAdjacentHTML('beforeend', `<style>${LAYOUT_CSS}</style>`);
  },
  mount: () =>
    timeToFirstPaint(() => {
      // Converting to vis-timeline's shape is part of its cost, as indexing is part of ours.
      const items = data.items
        .filter((item) => item.status !== 'CANCELLED')
        .map((item) => ({
          id: item.id,
          group: item.rowId,
          subgroup: item.machineConnectivity ? 'connectivity' : 'scheduled',
          start: item.start,
          end: item.end,
          content: item.title,
        }));
      const groups = data.rows.map((row) => ({ id: row.id, content: `${row.label}<br>${row.sublabel}` }));
      const start = data.now - VISIBLE_MS / 4;
      timeline = new Timeline(document.getElementById('root')!, items, groups, {
        start,
        end: start + VISIBLE_MS,
        min: data.from,
        max: data.to,
        height: '900px',
        orientation: 'top',
        stack: false,
        verticalScroll: true,
        horizontalScroll: true,
        zoomKey: 'ctrlKey',
      });
      timeline.addCustomTime(data.now, 'now');
    }, '.vis-item'),
  async scroll(durationMs) {
    const rows = document.querySelector('.vis-panel.vis-left.vis-vertical-scroll')!;
    const vertical = await frameTimes(scrollStep(rows, 'scrollTop', ROWS_PX_PER_FRAME), durationMs);
    const horizontal = await frameTimes(() => {
      const { start, end } = timeline.getWindow();
      timeline.setWindow(start.getTime() + PAN_MS_PER_FRAME, end.getTime() + PAN_MS_PER_FRAME, { animation: false });
    }, durationMs);
    return { vertical: percentile(vertical, 95), horizontal: percentile(horizontal, 95) };
  },
});
