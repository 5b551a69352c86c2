import styled from 'styled-components';
import { messagesApi } from 'shared/api';
import { VisuallyHidden } from 'shared/ui';
import type { MenuLink } from '../menu/build-menu';
import { useShellText } from '../texts';

/** The user's unread order messages, live (the event stream reads them again), when there are any. */
function UnreadMessages() {
  const text = useShellText();
  const { data } = messagesApi.useUnreadMessagesQuery();
  if (!data?.total) return null;
  return (
    <Badge>
      <span aria-hidden>{data.total}</span>
      <VisuallyHidden>{text('nav.unreadMessages', { count: data.total })}</VisuallyHidden>
    </Badge>
  );
}

/** A menu item's badges: the tenant's own text, and the live count the item's route names. */
export function MenuBadges({ link }: { link: MenuLink }) {
  return (
    <>
      {link.badge && <Badge>{link.badge}</Badge>}
      {link.counter === 'UNREAD_MESSAGES' && <UnreadMessages />}
    </>
  );
}

const Badge = styled.span`
  margin-left: 0.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: var(--color-accent, #f28c28);
  /* Dark on the accent: white on orange is below the contrast WCAG asks for. */
  color: var(--color-text, #1c2430);
  font-size: 0.75rem;
`;
