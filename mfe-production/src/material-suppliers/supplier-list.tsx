/**
 * The facility's material suppliers as a list: name, approval and its day, materials, contacts
 * and the lots each delivered, searched by name, narrowed by approval and material, a page at a
 * time, exported as it shows. An editor adds, edits and deletes one that has delivered no lot
 * (asked first); the server refuses the rest with its reason, which a toast says.
 */
import { useState } from 'react';
import { errorMessage, referenceApi } from 'shared/api';
import { SUPPLIER_APPROVALS, type SupplierApproval } from 'shared/contracts';
import {
  actionsColumn,
  Button,
  formatDate,
  ListPage,
  RowButton,
  SelectField,
  useConfirm,
  useListSearch,
  useToast,
  type TableColumn,
} from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { SupplierRow } from './api';
import { ApprovalBadge } from './approval-badge';
import { dayToTime } from './supplier-values';

interface SupplierListProps {
  canEdit: boolean;
  onOpen: (id: number) => void;
  onNew: () => void;
}

export function SupplierList({ canEdit, onOpen, onNew }: SupplierListProps) {
  const text = useText();
  const toast = useToast();
  const listSearch = useListSearch();
  const [approval, setApproval] = useState<SupplierApproval | ''>('');
  const [materialId, setMaterialId] = useState('');
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const list = productionApi.useSuppliersQuery({
    search: listSearch.query,
    approval: approval || undefined,
    materialId: materialId ? Number(materialId) : undefined,
    ...listSearch.window,
  });
  const [remove] = productionApi.useDeleteSupplierMutation();
  const [confirm, confirmDialog] = useConfirm();

  const narrow = (set: () => void) => {
    set();
    listSearch.setPage(1);
  };
  const drop = async (row: SupplierRow) => {
    const { name } = row;
    const asked = { title: text('suppliers.deleteTitle', { name }), text: text('suppliers.deleteText') };
    if (!(await confirm({ ...asked, confirmText: text('suppliers.delete'), danger: true }))) return;
    const result = await remove({ id: row.id });
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text('suppliers.deleted', { name }));
  };

  const approvalOf = (row: SupplierRow) => text(`suppliers.approval.${row.approval}`);
  const columns: TableColumn<SupplierRow>[] = [
    {
      key: 'name',
      title: text('suppliers.name'),
      value: (row) => row.name,
      render: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)}>
          {row.name}
        </Button>
      ),
    },
    {
      key: 'approval',
      title: text('suppliers.approval'),
      value: approvalOf,
      render: (row) => <ApprovalBadge approval={row.approval} />,
    },
    { key: 'approvalDate', title: text('suppliers.approvalDate'), value: (row) => formatDate(dayToTime(row.approvalDate)) },
    {
      key: 'materials',
      title: text('suppliers.materials'),
      value: (row) => row.materials.map((material) => material.name).join(', '),
      maxWidth: 280,
    },
    {
      key: 'contacts',
      title: text('suppliers.contacts'),
      value: (row) =>
        row.contacts.map((contact) => [contact.name, contact.email, contact.phone].filter(Boolean).join(' ')).join('; '),
      maxWidth: 280,
    },
    { key: 'lots', title: text('suppliers.lots'), value: (row) => row.lots, align: 'right' },
    ...(canEdit
      ? [
          actionsColumn(text('suppliers.actions'), (row: SupplierRow) => (
            <>
              <RowButton label={text('suppliers.editOf', { name: row.name })} onClick={() => onOpen(row.id)}>
                {text('suppliers.edit')}
              </RowButton>
              {/* A supplier whose lots name it stays: the server would refuse, so it is not offered. */}
              {row.lots === 0 && (
                <RowButton danger label={text('suppliers.deleteOf', { name: row.name })} onClick={() => void drop(row)}>
                  {text('suppliers.delete')}
                </RowButton>
              )}
            </>
          )),
        ]
      : []),
  ];

  return (
    <>
      <ListPage
        title={text('suppliers.title')}
        actions={canEdit && <Button onClick={onNew}>{text('suppliers.new')}</Button>}
        search={listSearch}
        searchLabel={text('suppliers.search')}
        filters={
          <>
            <SelectField
              label={text('suppliers.approval')}
              placeholder={text('suppliers.any')}
              value={approval}
              options={SUPPLIER_APPROVALS.map((value) => ({ value, label: text(`suppliers.approval.${value}`) }))}
              onChange={(value) => narrow(() => setApproval(value as SupplierApproval | ''))}
            />
            <SelectField
              label={text('suppliers.material')}
              placeholder={text('suppliers.any')}
              value={materialId}
              options={materials.map((material) => ({ value: String(material.id), label: material.name }))}
              onChange={(value) => narrow(() => setMaterialId(value))}
            />
          </>
        }
        filtered={approval !== '' || materialId !== ''}
        query={list}
        rowsOf={(data) => data.rows}
        failedTitle={text('suppliers.fetchFailed')}
        columns={columns}
        rowId={(row) => String(row.id)}
        emptyText={text('suppliers.empty')}
        noMatchText={text('suppliers.noMatch')}
        exportName="material-suppliers"
      />
      {confirmDialog}
    </>
  );
}
