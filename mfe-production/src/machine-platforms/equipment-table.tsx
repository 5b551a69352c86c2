import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Table, type TableColumn } from 'shared/ui';
import type { Equipment } from 'shared/contracts';
import { allMaterials, loadedMaterial, processName } from './equipment-materials';
import { useText } from '../texts';

/** The facility's machines: each name links to its page. */
export function EquipmentTable({ equipment }: { equipment: Equipment[] }) {
  const text = useText();
  const columns = useMemo<TableColumn<Equipment>[]>(
    () => [
      {
        key: 'name',
        title: text('machines.name'),
        value: (e) => e.displayName,
        sort: true,
        render: (e) => <Link to={`/service-provider/machine-platforms/${e.id}`}>{e.displayName}</Link>,
      },
      { key: 'model', title: text('machines.model'), value: (e) => e.machine.modelName, sort: true },
      { key: 'process', title: text('machines.process'), value: (e) => processName(e.machine.amProcess), sort: true },
      {
        key: 'manufacturer',
        title: text('machines.manufacturer'),
        value: (e) => e.machine.manufacturer.name,
        sort: true,
      },
      {
        key: 'loaded',
        title: text('machines.loadedNow'),
        value: (e) => loadedMaterial(e)?.name ?? text('machines.noMaterialLoaded'),
        sort: true,
      },
      {
        key: 'materials',
        title: text('machines.materials'),
        value: (e) =>
          allMaterials(e)
            .map((m) => m.name)
            .join(', '),
      },
    ],
    [text],
  );
  return (
    <Table label={text('machines.tableLabel')} columns={columns} data={equipment} getRowId={(e) => String(e.id)} paginated />
  );
}
