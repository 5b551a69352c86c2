/**
 * /service-provider, Part Orders: the orders that went to this facility, in tabs by the stage
 * of its offer (new requests, quoting, awarded, all), with search, the order filters, saved views,
 * pages, the columns the user chooses and a CSV export of what the list shows. Each row opens the order.
 */
import { useState } from 'react';
import { Button, Page, PageHeader, Tabs } from 'shared/ui';
import { useText } from '../texts';
import { filterCount, PartOrderFilters, type PartOrderFilter } from './part-order-filters';
import { STAGES, StageList, type Tab } from './stage-list';
import { PartOrderViews } from './saved-views';

export default function PartOrdersPage() {
  const text = useText();
  const [stage, setStage] = useState<Tab>('NEW');
  const [filter, setFilter] = useState<PartOrderFilter>({});
  const [filtering, setFiltering] = useState(false);
  const count = filterCount(filter);
  return (
    <Page>
      <PageHeader>
        <h1>{text('partOrders.title')}</h1>
        <PartOrderViews
          current={{ stage, filter }}
          onApply={(view) => {
            setStage(view.stage);
            setFilter(view.filter);
            setFiltering(filterCount(view.filter) > 0);
          }}
        />
        <Button variant="secondary" aria-expanded={filtering} onClick={() => setFiltering(!filtering)}>
          {count ? text('partOrders.filtersSet', { count }) : text('partOrders.filters')}
        </Button>
      </PageHeader>
      {filtering && <PartOrderFilters value={filter} onChange={setFilter} />}
      <Tabs
        items={STAGES.map((name) => ({
          label: text(`partOrders.stage.${name}`),
          content: <StageList stage={name} filter={filter} />,
        }))}
        label={text('partOrders.stages')}
        value={STAGES.indexOf(stage)}
        onChange={(index) => setStage(STAGES[index]!)}
      />
    </Page>
  );
}
