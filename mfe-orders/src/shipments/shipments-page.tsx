/**
 * /service-provider/shipments: what to ship — orders with pieces that passed
 * inspection and are not shipped — and the shipments on their way and delivered, with search,
 * a customer filter, pages and a CSV or Excel export of what the list shows. Each row opens its
 * order, where shipments are made and deliveries confirmed.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { referenceApi } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS, ORDER_STATUS_TONES } from 'shared/orders';
import { formatDate, ListPage, SelectField, StatusBadge, type TableColumn, useListSearch } from 'shared/ui';
import { ordersApi, type ShipmentRow, type ShipmentStage } from '../api';
import { useText } from '../texts';

const STAGES: readonly ShipmentStage[] = ['TO_SHIP', 'SHIPPED', 'DELIVERED'];

export default function ShipmentsPage() {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const [tab, setTab] = useState(0);
  const stage = STAGES[tab]!;
  // Each stage keeps its own search, customer and page; switching keeps the focus on the tabs.
  const searches: Record<ShipmentStage, ReturnType<typeof useListSearch>> = {
    TO_SHIP: useListSearch(),
    SHIPPED: useListSearch(),
    DELIVERED: useListSearch(),
  };
  const listSearch = searches[stage];
  const [customerIds, setCustomerIds] = useState<Partial<Record<ShipmentStage, number>>>({});
  const customerId = customerIds[stage];
  const customers = referenceApi.useCustomersQuery();
  const list = ordersApi.useShipmentsQuery({ stage, search: listSearch.query, customerId, ...listSearch.window });
  const shipped = stage !== 'TO_SHIP';
  const columns: TableColumn<ShipmentRow>[] = [
    {
      key: 'order',
      title: text('shipments.column.order'),
      value: (row) => row.orderId,
      render: (row) => <Link to={`/service-provider/part-orders/${row.orderId}`}>{row.orderId}</Link>,
    },
    { key: 'title', title: text('shipments.column.title'), value: (row) => row.orderTitle },
    { key: 'customer', title: text('shipments.column.customer'), value: (row) => row.customerName },
    { key: 'pieces', title: text(`shipments.column.pieces.${stage}`), value: (row) => row.pieces, align: 'right' },
    ...(shipped
      ? [
          { key: 'carrier', title: text('shipments.column.carrier'), value: (row: ShipmentRow) => carrierOf(row) },
          {
            key: 'tracking',
            title: text('shipments.column.tracking'),
            value: (row: ShipmentRow) => row.shipment?.trackingNumber ?? '',
          },
          {
            key: 'shipDate',
            title: text('shipments.column.shipDate'),
            value: (row: ShipmentRow) => (row.shipment ? formatDate(row.shipment.shipDate) : ''),
          },
        ]
      : [
          {
            key: 'status',
            title: text('shipments.column.status'),
            value: (row: ShipmentRow) => status(`orders.status.${row.orderStatus}`),
            render: (row: ShipmentRow) => (
              <StatusBadge tone={ORDER_STATUS_TONES[row.orderStatus]}>{status(`orders.status.${row.orderStatus}`)}</StatusBadge>
            ),
          },
          {
            key: 'target',
            title: text('shipments.column.target'),
            value: (row: ShipmentRow) => (row.estimatedDeliveryDate === null ? '' : formatDate(row.estimatedDeliveryDate)),
          },
        ]),
    ...(stage === 'DELIVERED'
      ? [
          {
            key: 'delivered',
            title: text('shipments.column.delivered'),
            value: (row: ShipmentRow) => (row.shipment?.deliveredAt ? formatDate(row.shipment.deliveredAt) : ''),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      title={text('shipments.title')}
      tabs={{
        label: text('shipments.stages'),
        items: STAGES.map((name) => text(`shipments.stage.${name}`)),
        value: tab,
        onChange: setTab,
      }}
      search={listSearch}
      searchLabel={text('shipments.search')}
      filters={
        <SelectField
          label={text('shipments.customer')}
          value={customerId ?? ''}
          placeholder={text('shipments.anyCustomer')}
          options={(customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name }))}
          onChange={(value) => {
            setCustomerIds({ ...customerIds, [stage]: value === '' ? undefined : Number(value) });
            listSearch.setPage(1);
          }}
        />
      }
      filtered={customerId !== undefined}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('shipments.fetchFailed')}
      columns={columns}
      rowId={(row) => (row.shipment ? `shipment-${row.shipment.id}` : `order-${row.orderId}`)}
      tableLabel={text('shipments.table', { stage: text(`shipments.stage.${stage}`) })}
      emptyText={text(`shipments.empty.${stage}`)}
      noMatchText={text('shipments.noMatch')}
      exportName={`shipments-${stage.toLowerCase().replace('_', '-')}`}
    />
  );
}

const carrierOf = (row: ShipmentRow) => [row.shipment?.carrier, row.shipment?.service].filter(Boolean).join(' ');
