/**
 * The facility's work plan templates: per process and material, their steps in order and how
 * many awarded parts were given each; made and changed in the plan form, deleted after asking
 * (the parts that have a plan keep it).
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { actionsColumn, Button, Loaded, RowButton, Section, useConfirm, useToast, type TableColumn } from 'shared/ui';
import { adminApi, type WorkCenter, type WorkplanTemplate } from '../api';
import { LocalListTable, useLocalList } from '../local-list';
import { useText } from '../texts';
import { WorkPlanForm } from './work-plan-form';

function WorkPlanTable({
  rows,
  canEdit,
  onEdit,
}: {
  rows: WorkplanTemplate[];
  canEdit: boolean;
  onEdit: (row: WorkplanTemplate) => void;
}) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [remove] = adminApi.useDeleteWorkplanTemplateMutation();
  const list = useLocalList(rows, (row) => `${row.name} ${row.amProcess.name} ${row.material?.name ?? ''}`);
  const drop = async (row: WorkplanTemplate) => {
    const sure = await confirm({
      title: text('mes.plan.deleteTitle', { name: row.name }),
      text: text('mes.plan.deleteText'),
      confirmText: text('mes.delete'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove(row.id).unwrap();
      toast.success(text('mes.plan.deleted', { name: row.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const columns: TableColumn<WorkplanTemplate>[] = [
    { key: 'name', title: text('mes.plan.name'), value: (row) => row.name },
    { key: 'process', title: text('mes.plan.process'), value: (row) => row.amProcess.name },
    { key: 'material', title: text('mes.plan.material'), value: (row) => row.material?.name ?? text('mes.plan.anyMaterial') },
    { key: 'steps', title: text('mes.plan.steps'), value: (row) => row.steps.map((step) => step.name).join(' → ') },
    { key: 'parts', title: text('mes.plan.parts'), value: (row) => row.partsWithPlan },
    ...(canEdit
      ? [
          actionsColumn(text('mes.actions'), (row: WorkplanTemplate) => (
            <>
              <RowButton label={text('mes.editNamed', { name: row.name })} onClick={() => onEdit(row)}>
                {text('mes.edit')}
              </RowButton>
              <RowButton label={text('mes.deleteNamed', { name: row.name })} danger onClick={() => void drop(row)}>
                {text('mes.delete')}
              </RowButton>
            </>
          )),
        ]
      : []),
  ];
  return (
    <>
      <LocalListTable
        list={list}
        columns={columns}
        label={text('mes.plan.title')}
        searchLabel={text('mes.plan.search')}
        fileName={'work-plans'}
        empty={{ none: text('mes.plan.empty'), noMatch: text('mes.noMatch') }}
      />
      {confirmDialog}
    </>
  );
}

export function WorkPlans({ canEdit, centers }: { canEdit: boolean; centers: WorkCenter[] }) {
  const text = useText();
  const templates = adminApi.useWorkplanTemplatesQuery();
  // The plan being changed: 'new', one of the rows, or none (the form is closed).
  const [editing, setEditing] = useState<WorkplanTemplate | 'new'>();
  return (
    <Section title={text('mes.plan.title')}>
      <p>{text('mes.plan.intro')}</p>
      {canEdit && !editing && (
        <div>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {text('mes.plan.new')}
          </Button>
        </div>
      )}
      {editing && (
        <WorkPlanForm
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? undefined : editing}
          centers={centers}
          onDone={() => setEditing(undefined)}
        />
      )}
      <Loaded query={templates} failedTitle={text('mes.plan.fetchFailed')}>
        {(rows) => <WorkPlanTable rows={rows} canEdit={canEdit} onEdit={setEditing} />}
      </Loaded>
    </Section>
  );
}
