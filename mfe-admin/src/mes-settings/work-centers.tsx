/**
 * The facility's work centers: the stations and groups of machines where a work plan's steps are
 * done, with the machines of each; made and changed in a boxed form, deleted after asking (the
 * server keeps one a plan still sends work to, and says so).
 */
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage, referenceApi, useServerCall } from 'shared/api';
import { FormButtons, FormCheckboxGroup, FormTextField } from 'shared/forms';
import {
  actionsColumn,
  Button,
  FormFailure,
  Loaded,
  RowButton,
  Section,
  useConfirm,
  useToast,
  type TableColumn,
} from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type WorkCenter } from '../api';
import { EditorForm, LocalListTable, useLocalList } from '../local-list';
import { useText } from '../texts';

interface WorkCenterValues {
  name: string;
  equipmentIds: number[];
}

function WorkCenterForm({ center, onDone }: { center?: WorkCenter; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const { failure, run } = useServerCall();
  const machines = referenceApi.useEquipmentsQuery({ allFacilities: false }).data ?? [];
  const [create] = adminApi.useCreateWorkCenterMutation();
  const [update] = adminApi.useUpdateWorkCenterMutation();
  const schema = useMemo(
    () =>
      yup.object({ name: yup.string().trim().required(text('mes.center.nameRequired')).max(80, text('mes.center.nameTooLong')) }),
    [text],
  );
  const title = center ? text('mes.center.editTitle', { name: center.name }) : text('mes.center.new');
  return (
    <Formik<WorkCenterValues>
      initialValues={{ name: center?.name ?? '', equipmentIds: center?.equipment.map((machine) => machine.id) ?? [] }}
      validationSchema={schema}
      onSubmit={async (values) => {
        await run(async () => {
          const body = { name: values.name.trim(), equipmentIds: values.equipmentIds };
          await (center ? update({ id: center.id, ...body }) : create(body)).unwrap();
          toast.success(text('mes.center.saved', { name: body.name }));
          onDone();
        });
      }}
    >
      <EditorForm noValidate aria-label={title}>
        <h2>{title}</h2>
        <FormFailure message={failure} />
        <FormTextField name="name" label={text('mes.center.name')} maxLength={80} />
        <FormCheckboxGroup
          name="equipmentIds"
          legend={text('mes.center.machines')}
          options={machines.map((machine) => ({ value: machine.id, label: machine.displayName }))}
        />
        <FormButtons submit={text('mes.save')} cancel={{ text: text('mes.cancel'), onClick: onDone }} />
      </EditorForm>
    </Formik>
  );
}

function WorkCenterTable({ rows, canEdit, onEdit }: { rows: WorkCenter[]; canEdit: boolean; onEdit: (row: WorkCenter) => void }) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [remove] = adminApi.useDeleteWorkCenterMutation();
  const list = useLocalList(rows, (row) => row.name);
  const drop = async (row: WorkCenter) => {
    const sure = await confirm({
      title: text('mes.center.deleteTitle', { name: row.name }),
      text: text('mes.center.deleteText'),
      confirmText: text('mes.delete'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove(row.id).unwrap();
      toast.success(text('mes.center.deleted', { name: row.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const columns: TableColumn<WorkCenter>[] = [
    { key: 'name', title: text('mes.center.name'), value: (row) => row.name },
    {
      key: 'machines',
      title: text('mes.center.machines'),
      value: (row) => row.equipment.map((machine) => machine.name).join(', ') || text('mes.center.station'),
    },
    ...(canEdit
      ? [
          actionsColumn(text('mes.actions'), (row: WorkCenter) => (
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
        label={text('mes.center.title')}
        searchLabel={text('mes.center.search')}
        fileName={'work-centers'}
        empty={{ none: text('mes.center.empty'), noMatch: text('mes.noMatch') }}
      />
      {confirmDialog}
    </>
  );
}

export function WorkCenters({ canEdit }: { canEdit: boolean }) {
  const text = useText();
  const centers = adminApi.useWorkCentersQuery();
  // The work center being changed: 'new', one of the rows, or none (the form is closed).
  const [editing, setEditing] = useState<WorkCenter | 'new'>();
  return (
    <Section title={text('mes.center.title')}>
      <p>{text('mes.center.intro')}</p>
      {canEdit && !editing && (
        <div>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {text('mes.center.new')}
          </Button>
        </div>
      )}
      {editing && (
        <WorkCenterForm
          key={editing === 'new' ? 'new' : editing.id}
          center={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(undefined)}
        />
      )}
      <Loaded query={centers} failedTitle={text('mes.center.fetchFailed')}>
        {(rows) => <WorkCenterTable rows={rows} canEdit={canEdit} onEdit={setEditing} />}
      </Loaded>
    </Section>
  );
}
