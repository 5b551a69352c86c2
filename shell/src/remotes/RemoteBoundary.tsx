import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Loading, Panel } from 'shared/ui';

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
  return (
    <Panel tone="danger" title={<FormattedMessage id="error.remoteDownTitle" defaultMessage="This area could not be loaded" />}>
      <p>
        <FormattedMessage
          id="error.remoteDown"
          defaultMessage="This part of the platform could not be loaded. The rest keeps working."
        />
      </p>
      <Button onClick={onRetry ?? (() => window.location.reload())}>
        <FormattedMessage id="error.retry" defaultMessage="Try again" />
      </Button>
    </Panel>
  );
}
