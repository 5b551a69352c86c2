/**
 * The order search filters that apply to part orders: order status, customer, process,
 * material, who it is assigned to, the facility's priority label and tags (TAGS), the
 * customer's own order number, and the quote due,
 * target delivery and creation dates. Each narrows the list on the server.
 */
import styled from 'styled-components';
import { referenceApi } from 'shared/api';
import { RFQ_STATUSES, type RfqStatus } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { addDays, Button, DateInput, SelectField, TextField, Tiles } from 'shared/ui';
import { ordersApi, type PartOrdersArgs } from '../api';
import { useText } from '../texts';

/** The filters of the list: its query without stage, search and page. */
export type PartOrderFilter = Omit<PartOrdersArgs, 'stage' | 'search' | 'offset' | 'limit'>;

/** How many filters are set. */
export const filterCount = (filter: PartOrderFilter) =>
  Object.values(filter).filter((value) => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length)).length;

const first = (values: number[] | undefined) => values?.[0] ?? '';
const one = (value: string) => (value === '' ? undefined : [Number(value)]);

export function PartOrderFilters({ value, onChange }: { value: PartOrderFilter; onChange: (next: PartOrderFilter) => void }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const customers = referenceApi.useCustomersQuery().data ?? [];
  const people = ordersApi.useAssigneesQuery().data ?? [];
  const processes = referenceApi.useProcessesQuery({ filter_by_match_type: true }).data ?? [];
  const materials = referenceApi.useCatalogueMaterialsQuery({ filter_by_match_type: true }).data ?? [];
  const labels = referenceApi.usePriorityLabelsQuery().data ?? [];
  const tags = referenceApi.useTagsQuery({ kind: 'ORDER' }).data ?? [];
  const set = (change: PartOrderFilter) => onChange({ ...value, ...change });
  /** A day range: from the start of the first day to the end of the last. */
  const day = (from: keyof PartOrderFilter, to: keyof PartOrderFilter, label: 'quoteDue' | 'delivery' | 'created') => (
    <>
      <DateInput
        label={text(`partOrders.filter.${label}From`)}
        value={(value[from] as number | undefined) ?? null}
        onChange={(ms) => set({ [from]: ms ?? undefined })}
      />
      <DateInput
        label={text(`partOrders.filter.${label}To`)}
        value={value[to] === undefined ? null : addDays(value[to] as number, -1)}
        onChange={(ms) => set({ [to]: ms === null ? undefined : addDays(ms, 1) })}
      />
    </>
  );

  return (
    <Grid as="section" $min="12rem" aria-label={text('partOrders.filters')}>
      <SelectField
        label={text('partOrders.filter.status')}
        placeholder={text('partOrders.filter.any')}
        value={value.status?.[0] ?? ''}
        options={RFQ_STATUSES.map((state) => ({ value: state, label: status(`orders.status.${state}`) }))}
        onChange={(state) => set({ status: state ? [state as RfqStatus] : undefined })}
      />
      <SelectField
        label={text('partOrders.filter.customer')}
        placeholder={text('partOrders.filter.any')}
        value={first(value.customerId)}
        options={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
        onChange={(id) => set({ customerId: one(id) })}
      />
      <SelectField
        label={text('partOrders.filter.process')}
        placeholder={text('partOrders.filter.any')}
        value={first(value.processId)}
        options={processes.map((process) => ({ value: process.id, label: process.displayName }))}
        onChange={(id) => set({ processId: one(id) })}
      />
      <SelectField
        label={text('partOrders.filter.material')}
        placeholder={text('partOrders.filter.any')}
        value={first(value.materialId)}
        options={materials.map((material) => ({ value: material.id, label: material.name }))}
        onChange={(id) => set({ materialId: one(id) })}
      />
      <SelectField
        label={text('partOrders.filter.assignee')}
        placeholder={text('partOrders.filter.any')}
        value={value.assignedUserId?.[0] ?? ''}
        options={[
          { value: 0, label: text('partOrder.nobody') },
          ...people.map((person) => ({ value: person.id, label: person.name })),
        ]}
        onChange={(id) => set({ assignedUserId: id === '' ? undefined : [Number(id)] })}
      />
      <SelectField
        label={text('partOrders.filter.priority')}
        placeholder={text('partOrders.filter.any')}
        value={first(value.priorityLabelId)}
        options={labels.map((label) => ({ value: label.id, label: label.label }))}
        onChange={(id) => set({ priorityLabelId: one(id) })}
      />
      <SelectField
        label={text('partOrders.filter.tag')}
        placeholder={text('partOrders.filter.any')}
        value={first(value.tagId)}
        options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
        onChange={(id) => set({ tagId: one(id) })}
      />
      <TextField
        label={text('partOrders.filter.thirdPartyOrderId')}
        value={value.thirdPartyOrderId ?? ''}
        onChange={(event) => set({ thirdPartyOrderId: event.target.value || undefined })}
      />
      {day('quoteDueFrom', 'quoteDueTo', 'quoteDue')}
      {day('deliveryFrom', 'deliveryTo', 'delivery')}
      {day('createdFrom', 'createdTo', 'created')}
      <Clear>
        <Button variant="secondary" disabled={filterCount(value) === 0} onClick={() => onChange({})}>
          {text('partOrders.filter.clear')}
        </Button>
      </Clear>
    </Grid>
  );
}

/** The fields' inputs line up at the foot, whatever their labels' length. */
const Grid = styled(Tiles)`
  align-items: end;
`;

const Clear = styled.div`
  display: flex;
  align-items: end;
`;
