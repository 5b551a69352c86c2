import { useEffect, useRef } from 'react';

/**
 * A ref for the button that opens an inline panel: when the panel closes, the focus goes
 * back to that button instead of falling to the page's start.
 */
export function useReturnFocus(open: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return button;
}
