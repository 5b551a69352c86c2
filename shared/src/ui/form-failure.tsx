import type { ReactNode } from 'react';
import { Panel } from './panel';

/**
 * Why the server refused what a form sent, read out where the form is (an alert), until the
 * next try; nothing when there is no failure.
 */
export function FormFailure({ message }: { message?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert">
      <Panel title={message} tone="danger" />
    </div>
  );
}
