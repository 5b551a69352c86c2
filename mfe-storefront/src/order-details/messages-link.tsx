/** The way to the order's conversations, with how many messages wait unread. */
import { Link } from 'react-router-dom';
import { messagesApi } from 'shared/api';
import { ButtonLink, MessageIcon } from 'shared/ui';
import { useText } from '../texts';

export function MessagesLink({ orderId }: { orderId: number }) {
  const text = useText();
  const unread = messagesApi.useUnreadMessagesQuery().data?.orders.find((o) => o.orderId === orderId)?.unread ?? 0;
  return (
    <ButtonLink as={Link} to={`/order/${orderId}/messages`} $variant="secondary" $size="md">
      <MessageIcon /> {unread ? text('orderDetails.messagesUnread', { count: unread }) : text('orderDetails.messages')}
    </ButtonLink>
  );
}
