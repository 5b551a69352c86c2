import type { ReactNode } from 'react';
import { Button } from './button';
import { Panel } from './panel';
import { useKitText } from './use-kit-text';

export interface LoadFailedProps {
  /** What failed, e.g. "Unable to fetch machines". */
  title: ReactNode;
  /** The server's message (`errorMessage(error)` of shared/api). */
  message: string;
  /** Asks again; without it the panel offers no retry. */
  onRetry?: () => void;
}

/** What a screen shows where its data failed to load: what failed, why, and a button to try again. */
export function LoadFailed({ title, message, onRetry }: LoadFailedProps) {
  const text = useKitText();
  return (
    <Panel tone="danger" title={title}>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {text('common.retry')}
        </Button>
      )}
    </Panel>
  );
}
