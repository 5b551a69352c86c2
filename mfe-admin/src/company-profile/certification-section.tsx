/** The company's certifications (the standard, its certificate number and the day it runs out), as the facilities page shows them. */
import { Form, Formik } from 'formik';
import moment from 'moment';
import { useMemo, useState } from 'react';
import { errorMessage, useServerCall } from 'shared/api';
import type { TeamSide } from 'shared/contracts';
import { FormButtons, FormDateField, FormTextField } from 'shared/forms';
import {
  actionsColumn,
  Button,
  Card,
  formatDate,
  FormFailure,
  FormGrid,
  Loaded,
  Section,
  Table,
  type TableColumn,
  Toolbar,
  useConfirm,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type Certification } from '../api';
import { useText } from '../texts';

/** A certificate's day is a calendar day: read at noon, so no time zone moves it. */
const dayToTime = (day: string) => new Date(`${day}T12:00:00`).getTime();
const timeToDay = (time: number) => moment(time).format('YYYY-MM-DD');

export function CertificationSection({ side, mayEdit }: { side: TeamSide; mayEdit: boolean }) {
  const text = useText();
  const toast = useToast();
  const certifications = adminApi.useCertificationsQuery(side);
  const [remove] = adminApi.useRemoveCertificationMutation();
  const [editing, setEditing] = useState<null | 'new' | Certification>(null);
  const [confirm, confirmDialog] = useConfirm();

  const drop = async (certification: Certification) => {
    const name = certification.name;
    if (!(await confirm({ title: text('company.remove', { name }), confirmText: text('company.removeConfirm'), danger: true })))
      return;
    const result = await remove({ side, id: certification.id });
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text('company.certification.removed', { name }));
  };

  const columns: TableColumn<Certification>[] = [
    { key: 'name', title: text('company.certification.name'), value: (c) => c.name },
    { key: 'reference', title: text('company.certification.reference'), value: (c) => c.reference ?? '' },
    {
      key: 'validUntil',
      title: text('company.certification.validUntil'),
      value: (c) => (c.validUntil ? formatDate(dayToTime(c.validUntil)) : ''),
    },
    ...(mayEdit
      ? [
          actionsColumn(text('company.column.actions'), (c: Certification) => (
            <>
              <Button size="sm" variant="secondary" onClick={() => setEditing(c)}>
                {text('company.edit', { name: c.name })}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void drop(c)}>
                {text('company.remove', { name: c.name })}
              </Button>
            </>
          )),
        ]
      : []),
  ];

  return (
    <Section title={text('company.certifications')}>
      <Loaded query={certifications} failedTitle={text('company.fetchFailed')}>
        {(rows) => (
          <Table
            label={text('company.certifications')}
            columns={columns}
            data={rows}
            getRowId={(c) => String(c.id)}
            emptyText={text('company.noCertifications')}
          />
        )}
      </Loaded>
      {mayEdit &&
        (editing ? (
          <CertificationForm
            key={editing === 'new' ? 'new' : editing.id}
            side={side}
            certification={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Toolbar>
            <Button onClick={() => setEditing('new')}>{text('company.certification.add')}</Button>
          </Toolbar>
        ))}
      {confirmDialog}
    </Section>
  );
}

interface Values {
  name: string;
  reference: string;
  validUntil: number | null;
}

function CertificationForm({
  side,
  certification,
  onDone,
}: {
  side: TeamSide;
  certification?: Certification;
  onDone: () => void;
}) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveCertificationMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(
    () => yup.object({ name: yup.string().trim().required(text('company.certification.nameRequired')).max(100) }),
    [text],
  );
  const title = certification ? text('company.edit', { name: certification.name }) : text('company.certification.newTitle');
  return (
    <Card aria-label={title}>
      <h3>{title}</h3>
      <Formik<Values>
        initialValues={{
          name: certification?.name ?? '',
          reference: certification?.reference ?? '',
          validUntil: certification?.validUntil ? dayToTime(certification.validUntil) : null,
        }}
        validationSchema={validationSchema}
        onSubmit={async (values) => {
          await run(async () => {
            const saved = await save({
              side,
              id: certification?.id,
              certification: {
                name: values.name.trim(),
                reference: values.reference.trim() || null,
                validUntil: values.validUntil === null ? null : timeToDay(values.validUntil),
              },
            }).unwrap();
            toast.success(text('company.certification.saved', { name: saved.name }));
            onDone();
          });
        }}
      >
        <Form noValidate aria-label={title}>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="name" label={text('company.certification.name')} />
            <FormTextField name="reference" label={text('company.certification.reference')} />
            <FormDateField name="validUntil" label={text('company.certification.validUntil')} />
          </FormGrid>
          <FormButtons
            submit={text('company.certification.save')}
            cancel={{ text: text('company.certification.cancel'), onClick: onDone }}
          />
        </Form>
      </Formik>
    </Card>
  );
}
