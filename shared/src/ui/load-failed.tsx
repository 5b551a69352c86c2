import type { ReactNode } from 'react';
import { errorMessage, isRetryable } from '../api/base-query';
import { Button } from './button';
import { Panel } from './panel';
import { useKitText } from './use-kit-text';

export interface LoadFailedProps {
  /** What failed, e.g. "Unable to fetch machines". */
  title: ReactNode;
  /** The failed call's error: the panel shows the server's message. */
  error: unknown;
  /** Asks again; offered only where asking again may help (not for 'Order 11 not found'). */
  onRetry?: () => void;
}

/** What a screen shows where its data failed to load: what failed, why, and a button to try again. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const text = useKitText();
  return (
    <Panel tone="danger" title={title}>
      <p>{errorMessage(error)}</p>
      {onRetry && isRetryable(error) && (
        <Button variant="secondary" onClick={onRetry}>
          {text('common.retry')}
        </Button>
      )}
    </Panel>
  );
}
