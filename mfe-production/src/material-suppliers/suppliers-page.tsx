/**
 * /service-provider/material-management/suppliers: whom the facility buys its powder and resin
 * from, whether it may (APPROVED, CONDITIONAL, DISAPPROVED: no lot is received from a disapproved
 * one), since when and on what evidence, and which materials each supplies. Members read;
 * MATERIAL_MANAGEMENT_EDITORs keep them. A supplier opens in place (`?supplier={id}`,
 * `?supplier=new`): the form for an editor, its record for anyone else.
 */
import { useSearchParams } from 'react-router-dom';
import { useHasPermission } from 'shared/auth';
import { SupplierEditor } from './supplier-form';
import { SupplierList } from './supplier-list';
import { SupplierView } from './supplier-view';
import { MaterialArea } from '../material-nav/material-nav';

export default function SuppliersPage() {
  return (
    <MaterialArea>
      <SuppliersScreen />
    </MaterialArea>
  );
}

function SuppliersScreen() {
  const [params, setParams] = useSearchParams();
  // Only hides the controls: the server enforces the permission.
  const canEdit = useHasPermission('MATERIAL_MANAGEMENT_EDITOR');
  const opened = params.get('supplier');
  const close = () => setParams({});
  if (opened === 'new' && canEdit) return <SupplierEditor onDone={close} />;
  const id = Number(opened) || undefined;
  if (id) return canEdit ? <SupplierEditor key={id} id={id} onDone={close} /> : <SupplierView id={id} onBack={close} />;
  return (
    <SupplierList
      canEdit={canEdit}
      onOpen={(supplier) => setParams({ supplier: String(supplier) })}
      onNew={() => setParams({ supplier: 'new' })}
    />
  );
}
