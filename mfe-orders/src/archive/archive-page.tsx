/**
 * /service-provider/archive: the orders that are over for this facility — completed, and those
 * it archived or that were withdrawn — searchable and filtered as Part Orders are. An order's
 * page archives and restores it.
 */
import { useState } from 'react';
import { Button, Page, PageHeader } from 'shared/ui';
import { filterCount, PartOrderFilters, type PartOrderFilter } from '../part-orders/part-order-filters';
import { StageList } from '../part-orders/stage-list';
import { useText } from '../texts';

export default function ArchivePage() {
  const text = useText();
  const [filter, setFilter] = useState<PartOrderFilter>({});
  const [filtering, setFiltering] = useState(false);
  const count = filterCount(filter);
  return (
    <Page>
      <PageHeader>
        <h1>{text('archive.title')}</h1>
        <Button variant="secondary" aria-expanded={filtering} onClick={() => setFiltering(!filtering)}>
          {count ? text('partOrders.filtersSet', { count }) : text('partOrders.filters')}
        </Button>
      </PageHeader>
      {filtering && <PartOrderFilters value={filter} onChange={setFilter} />}
      <StageList stage="ARCHIVE" filter={filter} />
    </Page>
  );
}
