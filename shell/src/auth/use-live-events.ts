import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api } from 'shared/api';
import { joinLiveEvents } from './live-events-channel';

/**
 * The event stream's topics (server/src/events): what changed, so the data showing it is read again.
 * 'Analytics' (the analytics figures) follows the topics of what they count: quotes and awards,
 * inspections and shipments, NCRs, and jobs — a machine's run moves its job, so not each of its layers.
 */
const REFRESHES: Record<string, string[]> = {
  'order.status': ['Order', 'Analytics'],
  'match.status': ['Order', 'Analytics'],
  'match.marked': ['Order'],
  'bid.revised': ['Order', 'Analytics'],
  'order.progress': ['Order', 'Analytics'],
  'shipment.shipped': ['Order', 'Analytics'],
  'message.posted': ['Message'],
  'customer.people': ['Customer'],
  'team.people': ['Team'],
  'facility.relation': ['Facility'],
  'project.changed': ['Project'],
  'catalog.changed': ['CatalogItem'],
  // An NCR's move holds or releases pieces: the order's progress shows it too.
  'quality.ncr': ['Ncr', 'Order', 'Analytics'],
  'quality.capa': ['Capa'],
  // A lot, batch, supplier or rule changed: the material pages and a job's powder show it.
  'material.changed': ['MaterialSupplier', 'MaterialLot', 'MaterialBatch', 'MaterialStock', 'MaterialSettings'],
  // A build planned or changed, its packing moving on or done, a job saved: the planner's pages and the schedules show it.
  'build.changed': ['Build'],
  'file.operation.progress': ['Build'],
  'file-operation.finished': ['Build'],
  'job.saved': ['Build', 'JobList', 'Analytics'],
  // A machine reported (a state, a layer, an alarm): the live machines, and the layers on the scheduler.
  'machine.changed': ['MachineLive'],
  // The auto-scheduler's search moving on, and a proposal applied or discarded.
  'plan.progress': ['PlanProgress'],
  'plan.changed': ['PlanProposal'],
  // A label or tag renamed shows anew on the orders and jobs that carry it.
  'settings.changed': ['Settings', 'Config', 'PriorityLabel', 'Tag', 'Order', 'Job'],
  // The person's sessions ended (deactivated): reading the user again finds the session gone.
  'session.ended': ['User'],
};

/** Hidden this long, a tab leaves the live events; shown again, it rejoins and reads again what it shows. */
const HIDDEN_LEAVE_MS = 2 * 60_000;

/**
 * Live updates for a signed-in tab: when something the user may see changes, wherever it was
 * changed, the queries showing it are read again, so lists and pages follow other people's
 * changes without a reload. The browser's tabs share one stream (live-events-channel.ts), which
 * reconnects by itself and resumes after the last event it saw; `reload` (too much was missed)
 * reads everything again. A tab leaves when it is put away (pagehide, the back/forward cache) or
 * hidden for a while, and on its return reads again what it may have missed meanwhile.
 */
export function useLiveEvents(active: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    const refresh = (tags: string[]) => dispatch(api.util.invalidateTags(tags as never[]));
    const onTopic = (topic: string) =>
      topic === 'reload' ? dispatch(api.util.resetApiState()) : refresh(REFRESHES[topic] ?? []);
    const topics = [...Object.keys(REFRESHES), 'reload'];
    let leave: (() => void) | undefined = joinLiveEvents(topics, onTopic);
    let hiddenFor: ReturnType<typeof setTimeout> | undefined;
    const away = () => {
      clearTimeout(hiddenFor);
      leave?.();
      leave = undefined;
    };
    const back = () => {
      clearTimeout(hiddenFor);
      if (leave) return;
      leave = joinLiveEvents(topics, onTopic);
      refresh([...new Set(Object.values(REFRESHES).flat())]);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') back();
      else hiddenFor = setTimeout(away, HIDDEN_LEAVE_MS);
    };
    window.addEventListener('pagehide', away);
    window.addEventListener('pageshow', back);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', away);
      window.removeEventListener('pageshow', back);
      document.removeEventListener('visibilitychange', onVisibility);
      away();
    };
  }, [active, dispatch]);
}
