/**
 * The history of a material's stock, newest first: each lot received and each event on its lots
 * and batches — when, what, from which lots and batches into which, on which machine or for which
 * job, the mass moved and what it added to the stock or took from it, and who recorded it;
 * searched by a lot or batch number, machine, job or note, narrowed by kind, a page at a time,
 * exported as it shows. A lot or a batch opens on its own page.
 */
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { BATCH_EVENT_KINDS } from 'shared/contracts';
import { ListPage, SelectField, useListSearch, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Stock, StockMovement } from './api';
import { numbersOf } from './stock-values';
import { useStockFormat } from './use-stock-format';

const KINDS: StockMovement['kind'][] = ['RECEIVED', ...BATCH_EVENT_KINDS];
const LOTS_PAGE = '/service-provider/material-management/lots';
const BATCHES_PAGE = '/service-provider/material-management/batches';

export function StockMovements({ stock }: { stock: Stock }) {
  const text = useText();
  const format = useStockFormat();
  const listSearch = useListSearch();
  const [kind, setKind] = useState<StockMovement['kind'] | ''>('');
  const list = productionApi.useStockMovementsQuery({
    materialId: stock.material.id,
    facilityId: stock.facility.id,
    search: listSearch.query,
    kind: kind ? [kind] : undefined,
    ...listSearch.window,
  });

  const columns: TableColumn<StockMovement>[] = [
    { key: 'at', title: text('stocks.when'), value: (row) => format.moment(row.at) },
    { key: 'kind', title: text('stocks.what'), value: (row) => text(`stocks.kind.${row.kind}`) },
    {
      key: 'from',
      title: text('stocks.from'),
      value: (row) => numbersOf(row.inputs),
      render: (row) => <Sides sides={row.inputs} />,
    },
    {
      key: 'to',
      title: text('stocks.to'),
      value: (row) => numbersOf(row.outputs),
      render: (row) => <Sides sides={row.outputs} />,
    },
    { key: 'where', title: text('stocks.where'), value: (row) => where(row), maxWidth: 220 },
    { key: 'mass', title: text('stocks.mass'), value: (row) => format.mass(row.massMg), align: 'right' },
    { key: 'change', title: text('stocks.change'), value: (row) => format.change(row.changeMg), align: 'right' },
    { key: 'by', title: text('stocks.by'), value: (row) => row.by ?? text('stocks.system'), maxWidth: 180 },
  ];
  /** Where it happened: the machine and the job, or where a lot received is stored; and its note. */
  const where = (row: StockMovement) =>
    [
      row.machine?.name,
      row.job && text('stocks.forJob', { job: row.job.name }),
      row.kind === 'RECEIVED' ? row.location : undefined,
      row.note,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <ListPage
      section
      title={text('stocks.movements')}
      search={listSearch}
      searchLabel={text('stocks.movementSearch')}
      filters={
        <SelectField
          label={text('stocks.kindLabel')}
          placeholder={text('stocks.anyKind')}
          value={kind}
          options={KINDS.map((value) => ({ value, label: text(`stocks.kind.${value}`) }))}
          onChange={(value) => {
            setKind(value as StockMovement['kind'] | '');
            listSearch.setPage(1);
          }}
        />
      }
      filtered={kind !== ''}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('stocks.movementsFailed')}
      columns={columns}
      rowId={(row) => row.key}
      emptyText={text('stocks.noMovements')}
      noMatchText={text('stocks.noMovementMatch')}
      exportName="material-movements"
    />
  );
}

/** The lots and batches a movement took from or made, each opening its own page. */
function Sides({ sides }: { sides: StockMovement['inputs'] }) {
  const format = useStockFormat();
  return (
    <>
      {sides.map((side, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          {side.lot ? (
            <Link to={`${LOTS_PAGE}?lot=${side.lot.id}`}>{side.lot.number}</Link>
          ) : (
            side.batch && <Link to={`${BATCHES_PAGE}?batch=${side.batch.id}`}>{side.batch.number}</Link>
          )}{' '}
          ({format.mass(side.massMg)})
        </Fragment>
      ))}
    </>
  );
}
