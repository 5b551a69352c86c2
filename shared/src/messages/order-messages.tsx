/**
 * An order's conversations as one side reads them: a customer a tab per facility the order went
 * to (each with its unread count), a facility the one thread it has with the customer.
 */
import { useState } from 'react';
import { messagesApi } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { LoadFailed, Loading, Muted, Tabs } from 'shared/ui';
import { MessageThread } from './message-thread.js';
import { MESSAGE_TEXTS } from './texts.js';

export interface OrderMessagesProps {
  orderId: number;
  /** Who a facility talks with (the customer's name); a customer talks with each thread's facility. */
  customerName?: string;
}

export function OrderMessages({ orderId, customerName }: OrderMessagesProps) {
  const text = useTexts(MESSAGE_TEXTS);
  const { data, error, isLoading, refetch } = messagesApi.useOrderMessagesQuery(orderId);
  const [selected, setSelected] = useState(0);
  if (isLoading) return <Loading />;
  if (error || !data) return <LoadFailed title={text('messages.fetchFailed')} error={error} onRetry={() => void refetch()} />;
  if (data.threads.length === 0) return <Muted>{text('messages.noThreads')}</Muted>;
  if (customerName !== undefined) return <MessageThread thread={data.threads[0]!} party={customerName} />;
  return (
    <Tabs
      label={text('messages.threads')}
      value={Math.min(selected, data.threads.length - 1)}
      onChange={setSelected}
      items={data.threads.map((thread) => ({
        label: thread.unread
          ? text('messages.tab', { facility: thread.facility.name, unread: thread.unread })
          : thread.facility.name,
        content: <MessageThread thread={thread} party={thread.facility.name} />,
      }))}
    />
  );
}
