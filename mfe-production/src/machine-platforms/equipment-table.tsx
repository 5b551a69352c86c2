import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Table, type TableColumn } from 'shared/ui';
import type { Equipment } from '../api/production-api';
import { allMaterials, loadedMaterial, processName } from './equipment-materials';
import { messages } from './messages';

/** The facility's machines: each name links to its page. */
export function EquipmentTable({ equipment }: { equipment: Equipment[] }) {
  const intl = useIntl();
  const columns = useMemo<TableColumn<Equipment>[]>(
    () => [
      {
        key: 'name',
        title: intl.formatMessage(messages.name),
        value: (e) => e.displayName,
        sort: true,
        render: (e) => <Link to={`/service-provider/machine-platforms/${e.id}`}>{e.displayName}</Link>,
      },
      { key: 'model', title: intl.formatMessage(messages.model), value: (e) => e.machine.modelName, sort: true },
      { key: 'process', title: intl.formatMessage(messages.process), value: (e) => processName(e.machine.amProcess), sort: true },
      {
        key: 'manufacturer',
        title: intl.formatMessage(messages.manufacturer),
        value: (e) => e.machine.manufacturer.name,
        sort: true,
      },
      {
        key: 'loaded',
        title: intl.formatMessage(messages.loadedNow),
        value: (e) => loadedMaterial(e)?.name ?? intl.formatMessage(messages.noMaterialLoaded),
        sort: true,
      },
      {
        key: 'materials',
        title: intl.formatMessage(messages.materials),
        value: (e) =>
          allMaterials(e)
            .map((m) => m.name)
            .join(', '),
      },
    ],
    [intl],
  );
  return (
    <Table
      label={intl.formatMessage(messages.tableLabel)}
      columns={columns}
      data={equipment}
      getRowId={(e) => String(e.id)}
      paginated
    />
  );
}
