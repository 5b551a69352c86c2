/**
 * /service-provider/settings/webhook (the facility's admins, with webhooks on):
 * the endpoints the facility's events are POSTed to, signed as Standard Webhooks says, and the
 * delivery log. A secret is answered once, on creation and rotation: the page shows it until the
 * admin has kept it.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Loaded, Page, PageHeader, Panel, space, Toolbar, useToast } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpoints } from './webhook-endpoints';

export default function WebhooksPage() {
  const text = useText();
  const endpoints = adminApi.useWebhookEndpointsQuery();
  const [secret, setSecret] = useState<{ url: string; secret: string }>();
  return (
    <Page>
      <PageHeader>
        <h1>{text('webhooks.title')}</h1>
      </PageHeader>
      <p>{text('webhooks.intro')}</p>
      {secret && <SecretPanel {...secret} onDone={() => setSecret(undefined)} />}
      <Loaded query={endpoints} failedTitle={text('webhooks.fetchFailed')}>
        {(list) => (
          <>
            <WebhookEndpoints endpoints={list} onSecret={setSecret} />
            <WebhookDeliveries endpoints={list} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

/** A secret is answered once: the page shows it until the admin has copied it. */
function SecretPanel({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(text('webhooks.secretCopied'));
    } catch {
      toast.error(text('webhooks.copyFailed'));
    }
  };
  return (
    <Panel title={text('webhooks.secretTitle', { url })} tone="warning">
      <p>{text('webhooks.secretOnce')}</p>
      <Secret>{secret}</Secret>
      <Toolbar>
        <Button variant="secondary" onClick={() => void copy()}>
          {text('webhooks.copy')}
        </Button>
        <Button onClick={onDone}>{text('webhooks.secretDone')}</Button>
      </Toolbar>
    </Panel>
  );
}

const Secret = styled.code`
  display: block;
  padding: ${space(2)};
  overflow-wrap: anywhere;
`;
