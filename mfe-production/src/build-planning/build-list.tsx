/**
 * The facility's builds, latest changed first: name, machine model and printer, state, pieces
 * and job; searched by name or machine, narrowed by state, a page at a time, exported as it
 * shows. A build opens by its name.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BUILD_STATES, type BuildState } from 'shared/contracts';
import { formatDate, ListPage, SelectField, useListSearch, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { BuildRow } from './api';
import { BuildStateBadge } from './build-state-badge';
import { buildPath } from './plan-build';

interface BuildListProps {
  tabs: Parameters<typeof ListPage>[0]['tabs'];
}

export function BuildList({ tabs }: BuildListProps) {
  const text = useText();
  const listSearch = useListSearch();
  const [state, setState] = useState<BuildState | ''>('');
  const list = productionApi.useBuildsQuery({ search: listSearch.query, state: state || undefined, ...listSearch.window });

  const columns: TableColumn<BuildRow>[] = [
    {
      key: 'name',
      title: text('builds.name'),
      value: (row) => row.name,
      render: (row) => <Link to={buildPath(row.id)}>{row.name}</Link>,
      maxWidth: 240,
    },
    { key: 'machine', title: text('builds.machine'), value: (row) => row.machine.modelName, maxWidth: 200 },
    { key: 'printer', title: text('builds.printer'), value: (row) => row.equipment?.displayName ?? text('builds.noPrinter') },
    {
      key: 'state',
      title: text('builds.stateLabel'),
      value: (row) => text(`builds.state.${row.state}`),
      render: (row) => <BuildStateBadge state={row.state} />,
    },
    { key: 'pieces', title: text('builds.pieces'), value: (row) => row.pieces, align: 'right' },
    {
      key: 'job',
      title: text('builds.job'),
      value: (row) => row.jobId ?? '',
      render: (row) => (row.jobId === null ? '' : <Link to={`/service-provider/schedules/${row.jobId}`}>{row.jobId}</Link>),
    },
    { key: 'updated', title: text('builds.updated'), value: (row) => formatDate(row.updatedAt, true) },
  ];

  return (
    <ListPage
      title={text('builds.title')}
      tabs={tabs}
      search={listSearch}
      searchLabel={text('builds.list.search')}
      filters={
        <SelectField
          label={text('builds.stateLabel')}
          placeholder={text('builds.any')}
          value={state}
          options={BUILD_STATES.map((value) => ({ value, label: text(`builds.state.${value}`) }))}
          onChange={(value) => {
            setState(value as BuildState | '');
            listSearch.setPage(1);
          }}
        />
      }
      filtered={state !== ''}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('builds.list.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.id)}
      emptyText={text('builds.list.empty')}
      noMatchText={text('builds.list.noMatch')}
      exportName={text('builds.tab.builds')}
    />
  );
}
