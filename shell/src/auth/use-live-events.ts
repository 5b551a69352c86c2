import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api } from 'shared/api';

/** The event stream's topics (server/src/events): what changed, so the data showing it is read again. */
const REFRESHES: Record<string, string[]> = {
  'order.status': ['Order'],
  'match.status': ['Order'],
  'match.marked': ['Order'],
  'bid.revised': ['Order'],
  'order.progress': ['Order'],
  'shipment.shipped': ['Order'],
  'message.posted': ['Message'],
  'customer.people': ['Customer'],
  'team.people': ['Team'],
  'facility.relation': ['Facility'],
  'project.changed': ['Project'],
  'catalog.changed': ['CatalogItem'],
  // A label or tag renamed shows anew on the orders and jobs that carry it.
  'settings.changed': ['Settings', 'Config', 'PriorityLabel', 'Tag', 'Order', 'Job'],
  // The person's sessions ended (deactivated): reading the user again finds the session gone.
  'session.ended': ['User'],
};

/**
 * One live stream per signed-in browser tab (GET /api/v1/events): when something the user
 * may see changes, wherever it was changed, the queries showing it are read again, so lists
 * and pages follow other people's changes without a reload. EventSource reconnects by itself
 * and resumes after the last event it saw; `reload` (too much was missed) reads everything again.
 */
export function useLiveEvents(active: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/events');
    const refresh = (tags: string[]) => dispatch(api.util.invalidateTags(tags as never[]));
    for (const [topic, tags] of Object.entries(REFRESHES)) source.addEventListener(topic, () => refresh(tags));
    source.addEventListener('reload', () => dispatch(api.util.resetApiState()));
    return () => source.close();
  }, [active, dispatch]);
}
