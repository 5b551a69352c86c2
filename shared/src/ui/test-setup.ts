/** jsdom lacks a few browser APIs that the Radix primitives call; these stand-ins are enough for tests. */

// Radix measures popper content and slider thumbs with ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// Radix toasts (swipe to dismiss) and sliders capture the pointer on press.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
