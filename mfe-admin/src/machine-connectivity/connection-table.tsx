/**
 * The facility's machine connections, one row per machine: how the platform reaches it, whether
 * a password or secret is kept (never what it is), whether it is on; searched and exported in the
 * browser, changed in the form, disconnected after asking.
 */
import { errorMessage } from 'shared/api';
import { actionsColumn, RowButton, useConfirm, useToast, type TableColumn } from 'shared/ui';
import { LocalListTable, useLocalList } from '../local-list';
import { adminApi } from '../api';
import { webhookUrl, type MachineConnection } from './api';
import { useText, type Text } from '../texts';

/** Where the platform reaches the machine, or where the machine posts to. */
const reachOf = (text: Text, row: MachineConnection) => {
  if (row.protocol === 'MQTT') return text('mcSettings.topicOn', { topic: row.topic, broker: row.address });
  return row.protocol === 'WEBHOOK' ? webhookUrl(row.id) : row.address;
};

function useColumns(onEdit: (row: MachineConnection) => void, onDisconnect: (row: MachineConnection) => void) {
  const text = useText();
  const yesNo = (yes: boolean) => text(yes ? 'mcSettings.yes' : 'mcSettings.no');
  const columns: TableColumn<MachineConnection>[] = [
    { key: 'machine', title: text('mcSettings.machine'), value: (row) => row.equipment.name, sort: true },
    {
      key: 'protocol',
      title: text('mcSettings.protocol'),
      value: (row) => text(`mcSettings.protocol.${row.protocol}`),
      sort: true,
    },
    { key: 'address', title: text('mcSettings.column.address'), value: (row) => reachOf(text, row), maxWidth: 360 },
    { key: 'user', title: text('mcSettings.column.user'), value: (row) => row.username },
    { key: 'password', title: text('mcSettings.column.password'), value: (row) => yesNo(row.hasPassword) },
    { key: 'enabled', title: text('mcSettings.enabled'), value: (row) => yesNo(row.enabled), sort: true },
    actionsColumn(text('mcSettings.actions'), (row: MachineConnection) => (
      <>
        <RowButton label={text('mcSettings.editNamed', { name: row.equipment.name })} onClick={() => onEdit(row)}>
          {text('mcSettings.edit')}
        </RowButton>
        <RowButton
          label={text('mcSettings.disconnectNamed', { name: row.equipment.name })}
          danger
          onClick={() => onDisconnect(row)}
        >
          {text('mcSettings.disconnect')}
        </RowButton>
      </>
    )),
  ];
  return columns;
}

export function ConnectionTable({ rows, onEdit }: { rows: MachineConnection[]; onEdit: (row: MachineConnection) => void }) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [remove] = adminApi.useDeleteMachineConnectionMutation();
  const list = useLocalList(rows, (row) =>
    [row.equipment.name, text(`mcSettings.protocol.${row.protocol}`), row.address, row.topic, row.username].join(' '),
  );
  const disconnect = async (row: MachineConnection) => {
    const name = row.equipment.name;
    const sure = await confirm({
      title: text('mcSettings.disconnectTitle', { name }),
      text: text('mcSettings.disconnectText'),
      confirmText: text('mcSettings.disconnect'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove(row.id).unwrap();
      toast.success(text('mcSettings.disconnected', { name }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const columns = useColumns(onEdit, (row) => void disconnect(row));
  return (
    <>
      <LocalListTable
        list={list}
        columns={columns}
        label={text('mcSettings.tableTitle')}
        searchLabel={text('mcSettings.search')}
        fileName={'machine-connections'}
        empty={{ none: text('mcSettings.empty'), noMatch: text('mcSettings.noMatch') }}
      />
      {confirmDialog}
    </>
  );
}
