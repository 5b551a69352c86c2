/**
 * The enterprise scheduler: every machine of the enterprise on one timeline, the
 * current week by default, Today / Week / Month, the seven filters and saved filters, job
 * search, and a refresh every 5 minutes that can be switched off. Filters and search narrow
 * the timeline alike; an empty result shows the same text for both (scheduler.empty).
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessage, referenceApi, USED_IN_ENTERPRISE } from 'shared/api';
import { SCHEDULING_LIMITS, type Job, type SchedulerFilters } from 'shared/contracts';
import { useJobText } from 'shared/jobs';
import type { AppDispatch } from 'shared/store';
import { Button, Columns, Loading, Muted, Page, PageHeader, Panel, Toolbar } from 'shared/ui';
import { productionApi } from '../api';
import { PlanPanel } from '../auto-plan/plan-panel';
import { proposedItems, useProposal } from '../auto-plan/use-proposal';
import { useText } from '../texts';
import { useNow } from '../use-now';
import { FilterBar } from './filter-bar';
import { JobSearch } from './job-search';
import { JobTooltip } from './job-tooltip';
import { RangeBar } from './range-bar';
import { SavedFilters } from './saved-filters';
import {
  filterOptions,
  itemOf,
  machineMatches,
  narrowToMatches,
  rangeIsValid,
  rangeOf,
  rowOf,
  type Range,
} from './scheduler-logic';
import { Timeline, type TimelineZoom } from './timeline';
import { useJobSearch } from './use-job-search';

const HERE = '/service-provider/scheduler-view';
/** The whole enterprise's machines and materials. */
const ENTERPRISE = { allFacilities: true };
const searchArgs = (range: Range, filters: SchedulerFilters) => ({
  fromDate: range.from,
  toDate: range.to,
  filters,
  allFacilities: true,
});

/**
 * Starts the calls of the page's first render (the current week, no filter) as soon as its code
 * is in, before the shell renders it: the week's jobs are what a planner waits for.
 */
export function prefetch(dispatch: AppDispatch) {
  // The jobs first: the longest answer.
  void dispatch(productionApi.util.prefetch('searchJobs', searchArgs(rangeOf('week', Date.now()), {}), {}));
  void dispatch(referenceApi.util.prefetch('equipments', ENTERPRISE, {}));
  void dispatch(referenceApi.util.prefetch('materials', ENTERPRISE, {}));
  void dispatch(referenceApi.util.prefetch('processes', USED_IN_ENTERPRISE, {}));
}

export default function SchedulerViewPage() {
  const text = useText();
  const jobText = useJobText();
  const { locale } = useIntl();
  const navigate = useNavigate();
  const [range, setRange] = useState<Range>(() => rangeOf('week', Date.now()));
  const [zoom, setZoom] = useState<TimelineZoom>('week');
  const [filters, setFilters] = useState<SchedulerFilters>({});
  const [autoRefresh, setAutoRefresh] = useState(true);
  const valid = rangeIsValid(range);

  const equipments = referenceApi.useEquipmentsQuery(ENTERPRISE);
  const materials = referenceApi.useMaterialsQuery(ENTERPRISE);
  const processes = referenceApi.useProcessesQuery(USED_IN_ENTERPRISE);
  const jobs = productionApi.useSearchJobsQuery(searchArgs(range, filters), {
    skip: !valid,
    pollingInterval: autoRefresh ? SCHEDULING_LIMITS.autoRefreshMs : 0,
    skipPollingIfUnfocused: false,
  });

  const options = useMemo(
    () => filterOptions(equipments.data ?? [], materials.data ?? [], processes.data ?? []),
    [equipments.data, materials.data, processes.data],
  );
  const search = useJobSearch(true);
  const { proposalId, proposal, onProposal } = useProposal();
  const { rows, items } = useMemo(() => {
    const processIds = new Map((processes.data ?? []).map((p) => [p.name, p.id]));
    const filtered = (equipments.data ?? []).filter((e) => machineMatches(e, filters, processIds)).map(rowOf);
    const shown = narrowToMatches(filtered, (jobs.data?.jobDTOS ?? []).map(itemOf), search.matches);
    // An open proposal's moves are drawn beside the plan as it stands, on the machines shown.
    const machines = new Set(shown.rows.map((row) => row.id));
    const ghosts = proposedItems(proposal).filter((item) => machines.has(item.rowId));
    return { rows: shown.rows, items: [...shown.items, ...ghosts] };
  }, [equipments.data, processes.data, filters, jobs.data, search.matches, proposal]);
  const jobById = useMemo(() => new Map((jobs.data?.jobDTOS ?? []).map((job) => [job.id, job])), [jobs.data]);
  const now = useNow(60_000);

  const shortcut = (kind: TimelineZoom) => {
    setRange(rangeOf(kind, Date.now()));
    setZoom(kind);
  };
  const openJob = (job: Pick<Job, 'id'>) => navigate(`/service-provider/schedules/${job.id}?back=${encodeURIComponent(HERE)}`);

  if (equipments.isLoading || processes.isLoading) return <Loading />;
  return (
    <Page $wide>
      <PageHeader>
        <h1>{text('scheduler.title')}</h1>
        <Toolbar>
          <Button variant="secondary" size="sm" onClick={() => shortcut('day')}>
            {text('scheduler.today')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => shortcut('week')}>
            {text('scheduler.week')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => shortcut('month')}>
            {text('scheduler.month')}
          </Button>
        </Toolbar>
      </PageHeader>

      <RangeBar
        range={range}
        onRange={setRange}
        zoom={zoom}
        onZoom={setZoom}
        autoRefresh={autoRefresh}
        onAutoRefresh={setAutoRefresh}
        onRefresh={() => void jobs.refetch()}
        refreshable={valid}
        updatedAt={jobs.fulfilledTimeStamp}
      />
      <FilterBar options={options} filters={filters} onChange={setFilters} />

      <Columns>
        <JobSearch search={search} returnTo={HERE} />
        <SavedFilters current={filters} onApply={setFilters} />
      </Columns>

      {!valid ? (
        <Panel title={jobText('jobs.rangeInvalid')} tone="warning" />
      ) : jobs.isError ? (
        <Panel title={text('scheduler.fetchFailed')} tone="danger">
          <Muted>{errorMessage(jobs.error)}</Muted>
        </Panel>
      ) : (
        <TimelineBox aria-busy={jobs.isFetching}>
          <Timeline
            locale={locale}
            rows={rows}
            items={items}
            from={range.from}
            to={range.to}
            zoom={zoom}
            now={now}
            height={Math.min(720, Math.max(320, rows.length * SCHEDULING_LIMITS.rowHeight + 60))}
            ariaLabel={text('scheduler.timeline')}
            proposedLabel={text('plan.proposed')}
            emptyText={text('scheduler.empty')}
            onItemClick={(item) => openJob(item)}
            renderTooltip={(item) => {
              const job = jobById.get(item.id);
              return job ? <JobTooltip job={job} now={now} /> : item.title;
            }}
          />
        </TimelineBox>
      )}
      <PlanPanel proposalId={proposalId} onProposal={onProposal} enterprise />
    </Page>
  );
}

const TimelineBox = styled.div`
  min-height: 320px;
`;
