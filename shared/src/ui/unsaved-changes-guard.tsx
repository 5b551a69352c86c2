/**
 * While `when` is true, leaving or reloading the page asks the browser's own "leave page?"
 * question, so unsaved work is not lost by accident. Browsers show their own text; a page cannot
 * set it.
 */
import { useEffect } from 'react';

export interface UnsavedChangesGuardProps {
  when: boolean;
}

export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  useEffect(() => {
    if (!when) return;
    const confirmLeave = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chrome and Edge ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', confirmLeave);
    return () => window.removeEventListener('beforeunload', confirmLeave);
  }, [when]);
  return null;
}
