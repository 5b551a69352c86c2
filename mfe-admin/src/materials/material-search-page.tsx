/**
 * /service-provider/material-search and /engineer/material-search: the part
 * materials in reach — a facility's own plant's and its vendors', or the whole network's for a
 * customer — with their data sheets and the facilities running them; filtered on the server by
 * text, process, type, certification and property ranges (as one types, after a pause), paged
 * and exported; up to four ticked materials compared side by side.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { TeamSide } from 'shared/contracts';
import {
  Button,
  FormGrid,
  LoadFailed,
  Loading,
  NumberInput,
  Page,
  PageHeader,
  Pager,
  SelectField,
  Table,
  TableExport,
  TextField,
  Toolbar,
  useDebounced,
  useListSearch,
  type TableColumn,
} from 'shared/ui';
import { adminApi, type MaterialFilters, type MaterialRow } from '../api';
import { useText } from '../texts';
import { Comparison, MAX_COMPARED } from './comparison';
import { PROPERTIES, type Property } from './properties';

const DEBOUNCE_MS = 300;
type Bounds = Record<`${Property}${'Min' | 'Max'}`, number | null>;
const NO_BOUNDS = Object.fromEntries(
  PROPERTIES.flatMap(({ key }) => [`${key}Min`, `${key}Max`]).map((key) => [key, null]),
) as Bounds;

export default function MaterialSearchPage() {
  const text = useText();
  const intl = useIntl();
  const side: TeamSide = useLocation().pathname.startsWith('/engineer') ? 'engineer' : 'facility';
  const { search, query, onSearch, page, setPage, window, pageCount } = useListSearch();
  const [processId, setProcessId] = useState('');
  const [typeId, setTypeId] = useState('');
  const [certification, setCertification] = useState('');
  const [bounds, setBounds] = useState<Bounds>(NO_BOUNDS);
  const [compared, setCompared] = useState<MaterialRow[]>([]);
  // Typed filters reach the server after a pause, as the search does.
  const typed = useMemo(() => ({ bounds, certification: certification.trim() }), [bounds, certification]);
  const settled = useDebounced(typed, DEBOUNCE_MS);
  const filters: MaterialFilters = {
    search: query,
    processId: processId ? Number(processId) : undefined,
    typeId: typeId ? Number(typeId) : undefined,
    certification: settled.certification || undefined,
    ...Object.fromEntries(Object.entries(settled.bounds).filter(([, value]) => value !== null)),
  };
  const list = adminApi.useMaterialSearchQuery({ side, ...filters, ...window });
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const unit = (value: number | null) => (value === null ? text('materials.notGiven') : intl.formatNumber(value));
  const isCompared = (row: MaterialRow) => compared.some((other) => other.id === row.id);
  const columns: TableColumn<MaterialRow>[] = [
    {
      key: 'compare',
      title: text('materials.column.compare'),
      render: (row) => {
        const full = compared.length >= MAX_COMPARED && !isCompared(row);
        return (
          <input
            type="checkbox"
            aria-label={text('materials.compareOne', { name: row.name })}
            title={full ? text('materials.compareFull') : undefined}
            checked={isCompared(row)}
            disabled={full}
            onChange={(event) =>
              setCompared(event.target.checked ? [...compared, row] : compared.filter((other) => other.id !== row.id))
            }
          />
        );
      },
    },
    { key: 'name', title: text('materials.column.name'), value: (row) => row.name },
    { key: 'type', title: text('materials.type'), value: (row) => row.type },
    { key: 'processes', title: text('materials.column.processes'), value: (row) => row.processes.join(', ') },
    { key: 'maker', title: text('materials.column.maker'), value: (row) => row.maker },
    { key: 'colour', title: text('materials.column.colour'), value: (row) => row.colour },
    ...PROPERTIES.map(({ key, of }): TableColumn<MaterialRow> => ({
      key,
      title: text(`materials.property.${key}`),
      value: (row) => unit(of(row)),
      align: 'right',
    })),
    { key: 'certifications', title: text('materials.column.certifications'), value: (row) => row.certifications.join(', ') },
    {
      key: 'facilities',
      title: text('materials.column.facilities'),
      value: (row) => row.facilities.map((facility) => facility.name).join(', '),
    },
  ];
  const rows = list.data?.rows ?? [];
  const options = list.data?.options;
  const pages = pageCount(list.data?.totalCount);

  return (
    <Page>
      <PageHeader>
        <h1>{text('materials.title')}</h1>
      </PageHeader>
      <p>{text(`materials.intro.${side}`)}</p>
      <section aria-label={text('materials.filters')}>
        <Toolbar>
          <TextField
            type="search"
            label={text('materials.search')}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
          <SelectField
            label={text('materials.process')}
            value={processId}
            placeholder={text('materials.any')}
            options={(options?.processes ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
            onChange={changed(setProcessId)}
          />
          <SelectField
            label={text('materials.type')}
            value={typeId}
            placeholder={text('materials.any')}
            options={(options?.types ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
            onChange={changed(setTypeId)}
          />
          <TextField
            label={text('materials.certification')}
            value={certification}
            onChange={(event) => changed(setCertification)(event.target.value)}
          />
        </Toolbar>
        <FormGrid>
          {PROPERTIES.flatMap(({ key }) =>
            (['Min', 'Max'] as const).map((end) => (
              <NumberInput
                key={`${key}${end}`}
                size="sm"
                label={text(end === 'Min' ? 'materials.min' : 'materials.max', { property: text(`materials.property.${key}`) })}
                value={bounds[`${key}${end}`]}
                onChange={(value) => changed(setBounds)({ ...bounds, [`${key}${end}`]: value })}
              />
            )),
          )}
        </FormGrid>
        <Toolbar>
          <Button
            variant="secondary"
            disabled={!filtered && !search}
            onClick={() => {
              onSearch('');
              setProcessId('');
              setTypeId('');
              setCertification('');
              setBounds(NO_BOUNDS);
            }}
          >
            {text('materials.clearFilters')}
          </Button>
          <TableExport columns={columns.slice(1)} rows={rows} fileName="materials" sheet={text('materials.title')} />
        </Toolbar>
      </section>
      <Comparison materials={compared} onChange={setCompared} />
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed title={text('materials.fetchFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table
            label={text('materials.list')}
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.id)}
            emptyText={filtered ? text('materials.noMatch') : text('materials.empty')}
          />
          {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} />}
        </>
      )}
    </Page>
  );
}
