/** The company's delivery addresses, the ones New Order offers: added, changed and removed here. */
import { useState } from 'react';
import { addressApi, errorMessage } from 'shared/api';
import { AddressForm } from 'shared/addresses';
import type { DeliveryAddress } from 'shared/contracts';
import { actionsColumn, Button, Loaded, Section, Table, type TableColumn, Toolbar, useConfirm, useToast } from 'shared/ui';
import { useText } from '../texts';

/** What the form is doing: nothing, adding, or changing one address. */
type Editing = null | 'new' | DeliveryAddress;

const oneLine = (a: DeliveryAddress) =>
  [a.recipient, a.line1, a.line2, [a.postalCode, a.city].filter(Boolean).join(' '), a.region, a.countryCode]
    .filter(Boolean)
    .join(', ');

export function AddressSection({ mayEdit }: { mayEdit: boolean }) {
  const text = useText();
  const toast = useToast();
  const addresses = addressApi.useDeliveryAddressesQuery();
  const [remove] = addressApi.useRemoveDeliveryAddressMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirm, confirmDialog] = useConfirm();

  const drop = async (address: DeliveryAddress) => {
    const name = address.label;
    if (
      !(await confirm({
        title: text('company.remove', { name }),
        text: text('company.removeAddressText'),
        confirmText: text('company.removeConfirm'),
        danger: true,
      }))
    )
      return;
    const result = await remove(address.id);
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text('company.addressRemoved', { name }));
  };

  const columns: TableColumn<DeliveryAddress>[] = [
    { key: 'label', title: text('company.column.label'), value: (a) => a.label },
    { key: 'address', title: text('company.column.address'), value: oneLine },
    { key: 'default', title: text('company.column.default'), value: (a) => (a.isDefault ? text('company.isDefault') : '') },
    ...(mayEdit
      ? [
          actionsColumn(text('company.column.actions'), (a: DeliveryAddress) => (
            <>
              <Button size="sm" variant="secondary" onClick={() => setEditing(a)}>
                {text('company.edit', { name: a.label })}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void drop(a)}>
                {text('company.remove', { name: a.label })}
              </Button>
            </>
          )),
        ]
      : []),
  ];

  return (
    <Section title={text('company.addresses')}>
      <Loaded query={addresses} failedTitle={text('company.fetchFailed')}>
        {(rows) => (
          <Table
            label={text('company.addressesList')}
            columns={columns}
            data={rows}
            getRowId={(a) => String(a.id)}
            emptyText={text('company.noAddresses')}
          />
        )}
      </Loaded>
      {mayEdit &&
        (editing ? (
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? undefined : editing}
            onSaved={(address) => {
              setEditing(null);
              toast.success(text('company.addressSaved', { name: address.label }));
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Toolbar>
            <Button onClick={() => setEditing('new')}>{text('company.addAddress')}</Button>
          </Toolbar>
        ))}
      {confirmDialog}
    </Section>
  );
}
