// The measurements, the same for both libraries: they run in the page.

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * Milliseconds from `mount` being called to the first paint that shows a job: wait until a job
 * matching `jobSelector` is in the DOM and visible, then two animation frames (the second
 * starts only once the frame holding the job has been painted).
 */
export async function timeToFirstPaint(mount: () => void, jobSelector: string): Promise<number> {
  const started = performance.now();
  mount();
  while (!document.querySelector(jobSelector)?.checkVisibility()) await nextFrame();
  await nextFrame();
  await nextFrame();
  return performance.now() - started;
}

/** Calls `step` once per animation frame for `durationMs` and returns the frames' durations. */
export async function frameTimes(step: () => void, durationMs: number): Promise<number[]> {
  const deltas: number[] = [];
  let last = await nextFrame();
  const end = last + durationMs;
  while (last < end) {
    step();
    const now = await nextFrame();
    deltas.push(now - last);
    last = now;
  }
  return deltas;
}

/** A frame step that scrolls `element` by `delta` px, turning back at either end so it never idles. */
export function scrollStep(element: Element, axis: 'scrollTop' | 'scrollLeft', delta: number): () => void {
  // Limits read once: reading them after each write would force a layout in the middle of the frame.
  const max = axis === 'scrollTop' ? element.scrollHeight - element.clientHeight : element.scrollWidth - element.clientWidth;
  let position = element[axis];
  let direction = 1;
  return () => {
    if (position + direction * delta > max || position + direction * delta < 0) direction = -direction;
    position += direction * delta;
    element[axis] = position;
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** What each bench page exposes to the driver as `window.bench`. */
export interface BenchPage {
  /** Generates the data set in the page, before any timing starts. */
  generate(machines: number, jobs: number): void;
  /** Mounts the timeline in #root; resolves with the time to first paint (ms). */
  mount(): Promise<number>;
  /** p95 frame time (ms) while scrolling down and while panning right, `durationMs` each. */
  scroll(durationMs: number): Promise<{ vertical: number; horizontal: number }>;
}

// Shared speeds: 50 px of rows and 5 hours of time a frame (a fast drag or fling).
export const ROWS_PX_PER_FRAME = 50;
export const PAN_MS_PER_FRAME = 5 * 3_600_000;
/** The visible time, as the week zoom of our timeline shows it. */
export const VISIBLE_MS = 7 * 86_400_000;

export function expose(page: BenchPage): void {
  (window as unknown as { bench: BenchPage }).bench = page;
}
