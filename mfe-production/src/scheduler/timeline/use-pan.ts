import { useCallback, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { ROW_HEIGHT } from './layout';

/** A press that moves less than this (px) is a click, not a drag. */
const DRAG_THRESHOLD = 4;

/** Arrow keys as directions: sideways by the pan step, up and down by one row. */
const ARROW_DIRECTIONS: Record<string, readonly [x: number, y: number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Drag {
  x: number;
  y: number;
  left: number;
  top: number;
  moved: boolean;
}

/**
 * Drag with the mouse to pan both ways, arrow keys to pan a step (panStep px sideways, a row
 * up or down). Touch and pen keep the browser's own scrolling. Returns the scroller's handlers.
 */
export function usePan(scrollRef: RefObject<HTMLElement | null>, panStep: number) {
  const drag = useRef<Drag | null>(null);
  const endedDrag = useRef(false);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    const element = event.currentTarget;
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    // A press on the scrollbars belongs to the browser.
    const box = element.getBoundingClientRect();
    const x = event.clientX - box.left - element.clientLeft;
    const y = event.clientY - box.top - element.clientTop;
    if (x >= element.clientWidth || y >= element.clientHeight) return;
    drag.current = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop, moved: false };
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      current.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    event.currentTarget.scrollLeft = current.left - dx;
    event.currentTarget.scrollTop = current.top - dy;
  }, []);

  const onPointerUp = useCallback(() => {
    if (drag.current?.moved) {
      // The click that follows the release ends the drag; it must not open the job under the mouse.
      endedDrag.current = true;
      setTimeout(() => (endedDrag.current = false));
    }
    drag.current = null;
  }, []);

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!endedDrag.current) return;
    endedDrag.current = false;
    event.stopPropagation();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const element = scrollRef.current;
      if (!element || event.altKey || event.ctrlKey || event.metaKey) return;
      const direction = ARROW_DIRECTIONS[event.key];
      if (!direction) return;
      event.preventDefault();
      element.scrollLeft += direction[0] * panStep;
      element.scrollTop += direction[1] * ROW_HEIGHT;
    },
    [scrollRef, panStep],
  );

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClickCapture, onKeyDown };
}
