/**
 * The stocks as a list, a material a row: what is on hand (released lots, batches in storage, on
 * machines), what waits in quarantine, what the queued jobs reserve, what is available and the
 * reorder point, marked where it is below; searched by material, facility or location, narrowed
 * to those below their point, with the enterprise view the enterprise's facilities too, a page at
 * a time, exported as it shows. The badge above counts the materials to reorder, whatever the search.
 */
import { useState } from 'react';
import { useHasPermission } from 'shared/auth';
import { Button, ListPage, SelectField, useListSearch, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Stock } from './api';
import { BelowCountBadge, StockStateBadge, stockState } from './stock-state';
import { useStockFormat } from './use-stock-format';

interface StockListProps {
  onOpen: (stock: Stock, enterprise: boolean) => void;
}

export function StockList({ onOpen }: StockListProps) {
  const text = useText();
  const format = useStockFormat();
  const listSearch = useListSearch();
  const canSeeEnterprise = useHasPermission('ENTERPRISE_SCHEDULER_VIEW');
  const [level, setLevel] = useState('');
  const [facilities, setFacilities] = useState('');
  const enterprise = facilities === 'enterprise';
  const list = productionApi.useStocksQuery({
    search: listSearch.query,
    belowReorder: level === 'below' ? true : undefined,
    getFromAllFacilities: enterprise ? true : undefined,
    ...listSearch.window,
  });
  const narrow = (set: () => void) => {
    set();
    listSearch.setPage(1);
  };
  const mass = (key: string, title: string, of: (stock: Stock) => number): TableColumn<Stock> => ({
    key,
    title,
    value: (stock) => format.mass(of(stock)),
    align: 'right',
  });

  const columns: TableColumn<Stock>[] = [
    {
      key: 'material',
      title: text('stocks.material'),
      value: (stock) => stock.material.name,
      render: (stock) => (
        <Button variant="link" onClick={() => onOpen(stock, enterprise)}>
          {stock.material.name}
        </Button>
      ),
      maxWidth: 220,
    },
    ...(enterprise
      ? [{ key: 'facility', title: text('stocks.facility'), value: (stock: Stock) => stock.facility.name, maxWidth: 200 }]
      : []),
    mass('onHand', text('stocks.onHand'), (stock) => stock.onHandMg),
    mass('lots', text('stocks.lots'), (stock) => stock.lotsMg),
    mass('batches', text('stocks.batches'), (stock) => stock.batchesMg),
    mass('onMachines', text('stocks.onMachines'), (stock) => stock.onMachinesMg),
    mass('quarantined', text('stocks.quarantined'), (stock) => stock.quarantinedMg),
    mass('reserved', text('stocks.reserved'), (stock) => stock.reservedMg),
    mass('available', text('stocks.available'), (stock) => stock.availableMg),
    {
      key: 'reorderPoint',
      title: text('stocks.reorderPoint'),
      value: (stock) => (stock.reorderPointMg === null ? text('stocks.noReorderPoint') : format.mass(stock.reorderPointMg)),
      align: 'right',
    },
    {
      key: 'state',
      title: text('stocks.stateLabel'),
      value: (stock) => text(`stocks.state.${stockState(stock)}`),
      render: (stock) => <StockStateBadge stock={stock} />,
    },
  ];

  const below = list.data?.belowReorderCount ?? 0;
  return (
    <ListPage
      title={text('stocks.title')}
      intro={below > 0 && <BelowCountBadge count={format.count(below)} />}
      search={listSearch}
      searchLabel={text('stocks.search')}
      filters={
        <>
          <SelectField
            label={text('stocks.stateLabel')}
            placeholder={text('stocks.anyLevel')}
            value={level}
            options={[{ value: 'below', label: text('stocks.state.below') }]}
            onChange={(value) => narrow(() => setLevel(value))}
          />
          {canSeeEnterprise && (
            <SelectField
              label={text('stocks.facilitiesLabel')}
              placeholder={text('stocks.thisFacility')}
              value={facilities}
              options={[{ value: 'enterprise', label: text('stocks.wholeEnterprise') }]}
              onChange={(value) => narrow(() => setFacilities(value))}
            />
          )}
        </>
      }
      filtered={level !== ''}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('stocks.fetchFailed')}
      columns={columns}
      rowId={(stock) => `${stock.facility.id}-${stock.material.id}`}
      emptyText={text('stocks.empty')}
      noMatchText={text('stocks.noMatch')}
      exportName="material-stocks"
    />
  );
}
