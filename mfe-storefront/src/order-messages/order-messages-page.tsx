/**
 * /order/{id}/messages: the customer's conversations about an order, one per facility it went
 * to; new messages arrive without a reload (the event stream reads them again).
 */
import { Link, useParams } from 'react-router-dom';
import { messagesApi } from 'shared/api';
import { OrderMessages } from 'shared/messages';
import { Page, PageHeader } from 'shared/ui';
import { useText } from '../texts';

export default function OrderMessagesPage() {
  const text = useText();
  const id = Number(useParams().id);
  const { data } = messagesApi.useOrderMessagesQuery(id);
  return (
    <Page>
      <PageHeader>
        <h1>{data ? text('orderMessages.title', { id, title: data.title }) : text('orderMessages.titleLoading', { id })}</h1>
        <Link to={`/order-details/${id}`}>{text('orderMessages.back')}</Link>
      </PageHeader>
      <OrderMessages orderId={id} />
    </Page>
  );
}
