import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, Loading, Panel } from 'shared/ui';
import { useShellText } from '../texts';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * One boundary per remote mount: a remote that fails to load or throws shows a panel in
 * the content area, and the shell and the other areas keep working.
 */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteDownPanel onRetry={this.props.onRetry} />;
    return <Suspense fallback={<Loading />}>{this.props.children}</Suspense>;
  }
}

export function RemoteDownPanel({ onRetry }: { onRetry?: () => void }) {
  const text = useShellText();
  return (
    <Panel tone="danger" title={text('error.remoteDownTitle')}>
      <p>{text('error.remoteDown')}</p>
      <Button onClick={onRetry ?? (() => window.location.reload())}>{text('error.retry')}</Button>
    </Panel>
  );
}
