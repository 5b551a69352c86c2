/**
 * /service-provider/shipments: what to ship — orders with pieces that passed
 * inspection and are not shipped — and the shipments on their way and delivered, with search,
 * a customer filter, pages and a CSV or Excel export of what the list shows. Each row opens its
 * order, where shipments are made and deliveries confirmed.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS, ORDER_STATUS_TONES } from 'shared/orders';
import {
  formatDate,
  LoadFailed,
  Loading,
  Page,
  PageHeader,
  Pager,
  SelectField,
  StatusBadge,
  Table,
  type TableColumn,
  TableExport,
  Tabs,
  TextField,
  Toolbar,
  useListSearch,
} from 'shared/ui';
import { ordersApi, type ShipmentRow, type ShipmentStage } from '../api';
import { useText } from '../texts';

const STAGES: readonly ShipmentStage[] = ['TO_SHIP', 'SHIPPED', 'DELIVERED'];

export default function ShipmentsPage() {
  const text = useText();
  const [stage, setStage] = useState(0);
  return (
    <Page>
      <PageHeader>
        <h1>{text('shipments.title')}</h1>
      </PageHeader>
      <Tabs
        label={text('shipments.stages')}
        value={stage}
        onChange={setStage}
        items={STAGES.map((name) => ({ label: text(`shipments.stage.${name}`), content: <ShipmentStageList stage={name} /> }))}
      />
    </Page>
  );
}

function ShipmentStageList({ stage }: { stage: ShipmentStage }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const { search, query, onSearch, page, setPage, window, pageCount } = useListSearch();
  const [customerId, setCustomerId] = useState<number | undefined>();
  const customers = ordersApi.useCustomersQuery();
  const list = ordersApi.useShipmentsQuery({ stage, search: query, customerId, ...window });
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
  const rows = list.data?.rows ?? [];
  const pages = pageCount(list.data?.totalCount);

  return (
    <>
      <Toolbar>
        <TextField
          type="search"
          label={text('shipments.search')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <SelectField
          label={text('shipments.customer')}
          value={customerId ?? ''}
          placeholder={text('shipments.anyCustomer')}
          options={(customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name }))}
          onChange={(value) => {
            setCustomerId(value === '' ? undefined : Number(value));
            setPage(1);
          }}
        />
        <TableExport
          columns={columns}
          rows={rows}
          fileName={`shipments-${stage.toLowerCase().replace('_', '-')}`}
          sheet={text(`shipments.stage.${stage}`)}
        />
      </Toolbar>
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed title={text('shipments.fetchFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table
            label={text('shipments.table', { stage: text(`shipments.stage.${stage}`) })}
            columns={columns}
            data={rows}
            getRowId={(row) => (row.shipment ? `shipment-${row.shipment.id}` : `order-${row.orderId}`)}
            emptyText={query || customerId !== undefined ? text('shipments.noMatch') : text(`shipments.empty.${stage}`)}
          />
          {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} total={list.data} />}
        </>
      )}
    </>
  );
}

const carrierOf = (row: ShipmentRow) => [row.shipment?.carrier, row.shipment?.service].filter(Boolean).join(' ');
