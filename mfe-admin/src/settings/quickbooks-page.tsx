/**
 * /service-provider/settings/quickbooks: the facility's
 * connection to its accounting tool. INACTIVE shows Connect (and why it lapsed, when it did);
 * ACTIVE shows the Connected badge and Disconnect. Connecting leaves for the tool's consent page,
 * which sends the admin back here with `connected=1` or `failed=<why>`. The status is read again
 * every minute and whenever a setting changes, so a lapse shows without a reload.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { useCurrentUser } from 'shared/auth';
import {
  Button,
  CheckIcon,
  colors,
  formatDate,
  FormFailure,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Panel,
  space,
  Toolbar,
  useConfirm,
  useToast,
} from 'shared/ui';
import { adminApi, type AccountingStatus } from '../api';
import { useText } from '../texts';

const STATUS_POLL_MS = 60_000;

export default function QuickBooksPage() {
  const text = useText();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = adminApi.useAccountingStatusQuery(undefined, { pollingInterval: STATUS_POLL_MS });
  const [failure, setFailure] = useState<string>();

  // The tool's answer, told once; the address is then cleaned so a reload does not tell it again.
  const connected = params.get('connected');
  const failed = params.get('failed');
  useEffect(() => {
    if (!connected && !failed) return;
    if (connected) toast.success(text('accounting.justConnected'));
    if (failed) {
      toast.error(text('accounting.connectFailed'));
      setFailure(failed);
    }
    navigate('.', { replace: true });
  }, [connected, failed, navigate, text, toast]);

  return (
    <Page>
      <PageHeader>
        <h1>{text('accounting.title')}</h1>
      </PageHeader>
      <p>{text('accounting.intro')}</p>
      <FormFailure message={failure} />
      <Loaded query={status} failedTitle={text('accounting.fetchFailed')}>
        {(read) => <Connection status={read} onFailure={setFailure} />}
      </Loaded>
    </Page>
  );
}

function Connection({ status, onFailure }: { status: AccountingStatus; onFailure: (message?: string) => void }) {
  const text = useText();
  const toast = useToast();
  const { user } = useCurrentUser();
  const isAdmin = (user?.roles ?? []).some((role) => role.roleName === 'ROLE_ADMIN');
  const [connect, connecting] = adminApi.useConnectAccountingMutation();
  const [disconnect, disconnecting] = adminApi.useDisconnectAccountingMutation();
  const [confirm, confirmDialog] = useConfirm();

  const startConnecting = async () => {
    onFailure(undefined);
    try {
      const { url } = await connect().unwrap();
      window.location.assign(url);
    } catch (error) {
      toast.error(text('accounting.connectFailed'));
      onFailure(errorMessage(error));
    }
  };
  const endConnection = async () => {
    const sure = await confirm({
      title: text('accounting.confirmTitle'),
      text: text('accounting.confirmText'),
      confirmText: text('accounting.disconnect'),
      danger: true,
    });
    if (!sure) return;
    onFailure(undefined);
    try {
      await disconnect().unwrap();
      toast.success(text('accounting.disconnected'));
    } catch (error) {
      toast.error(text('accounting.disconnectFailed'));
      onFailure(errorMessage(error));
    }
  };

  return (
    <>
      {status.status === 'ACTIVE' ? (
        <section aria-labelledby="accounting-status">
          <h2 id="accounting-status">
            <Badge>
              <CheckIcon aria-hidden /> {text('accounting.connected')}
            </Badge>
          </h2>
          {status.connectedBy && status.connectedAt !== undefined && (
            <p>{text('accounting.connectedBy', { name: status.connectedBy, date: formatDate(status.connectedAt, true) })}</p>
          )}
          {status.realmId && <Muted>{text('accounting.company', { id: status.realmId })}</Muted>}
        </section>
      ) : status.lapseReason ? (
        <Panel tone="warning" title={text('accounting.lapsed')}>
          {text('accounting.lapsedText', { reason: status.lapseReason, date: formatDate(status.lapsedAt ?? 0, true) })}
        </Panel>
      ) : (
        <Panel title={text('accounting.notConnected')}>{text('accounting.notConnectedText')}</Panel>
      )}
      {isAdmin ? (
        <Toolbar>
          {status.status === 'ACTIVE' ? (
            <Button variant="danger" disabled={disconnecting.isLoading} onClick={() => void endConnection()}>
              {text('accounting.disconnect')}
            </Button>
          ) : (
            <Button disabled={connecting.isLoading} onClick={() => void startConnecting()}>
              {text('accounting.connect')}
            </Button>
          )}
        </Toolbar>
      ) : (
        <Muted>{text('accounting.adminsOnly')}</Muted>
      )}
      {confirmDialog}
    </>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(1)} ${space(3)};
  border-radius: 999px;
  background: ${colors.success};
  color: #fff;
  font-size: 1rem;
`;
