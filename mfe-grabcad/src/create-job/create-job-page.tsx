/**
 * /grabcad/grabcad-create-job, in the desktop tool's window: the tray the tool prepared becomes a
 * job. The planner names it, chooses the machine (the tool estimates the tray on it) and the start
 * (the tool is told, FROM_DATE); Create job has the tool save its build (SAVE_JOB), the platform
 * make the job of the tray's parts, and tells the tool it has (JOB_SUBMITTED_SUCCESS).
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, jobsApi, referenceApi } from 'shared/api';
import type { Equipment, Job } from 'shared/contracts';
import { DesktopToolStatusPanel, type DesktopToolState } from 'shared/desktop';
import { FormSelectField, FormTextField, useFormField } from 'shared/forms';
import { Button, DateInput, Fact, formatDate, FormGrid, Loading, Muted, Page, PageHeader, Panel, Toolbar } from 'shared/ui';
import * as yup from 'yup';
import { grabcadApi, useTool } from '../api';
import { useText, type Text } from '../texts';
import { EstimatePanel } from './estimate-panel';
import { bookedMs, trayJobInput } from './tray-job-input';
import { useTrayEstimate } from './use-tray-estimate';

interface Values {
  jobName: string;
  equipmentId: string;
  fromDate: number | null;
}

const schemaOf = (text: Text) =>
  yup.object({
    jobName: yup.string().trim().required(text('create.jobNameRequired')).max(200, text('create.jobNameTooLong')),
    equipmentId: yup.string().required(text('create.machineRequired')),
    fromDate: yup.number().nullable().required(text('create.startRequired')),
  });

export default function CreateJobPage() {
  const text = useText();
  const tool = useTool();
  const equipments = referenceApi.useEquipmentsQuery({ allFacilities: false });
  const printers = (equipments.data ?? []).filter((equipment) => equipment.machine.kind === 'THREED_PRINTER');
  const [created, setCreated] = useState<Job | null>(null);

  return (
    <Page>
      <PageHeader>
        <h1>{text('create.title')}</h1>
      </PageHeader>
      <Muted>{text('create.intro')}</Muted>
      {tool.status !== 'connected' && <DesktopToolStatusPanel status={tool.status} detail={tool.detail} />}
      {created && (
        <div role="status">
          <Panel
            title={text('create.created', { job: created.jobName, machine: created.equipmentDTO.displayName })}
            tone="success"
          >
            <Toolbar>
              <Link to={`/grabcad/grabcad-job?jobId=${created.id}`}>{text('create.open')}</Link>
              <Link to="/grabcad/grabcad-jobs-scheduled">{text('create.scheduled')}</Link>
            </Toolbar>
          </Panel>
        </div>
      )}
      {equipments.isLoading ? <Loading /> : <TrayJobForm tool={tool} printers={printers} onCreated={setCreated} />}
    </Page>
  );
}

function TrayJobForm({
  tool,
  printers,
  onCreated,
}: {
  tool: DesktopToolState;
  printers: Equipment[];
  onCreated: (job: Job) => void;
}) {
  const text = useText();
  const schema = useMemo(() => schemaOf(text), [text]);
  const [createTrayJob] = grabcadApi.useCreateTrayJobMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [equipmentId, setEquipmentId] = useState<number | null>(null);
  const estimate = useTrayEstimate(tool, equipmentId);

  return (
    <Formik<Values>
      initialValues={{ jobName: '', equipmentId: '', fromDate: null }}
      validationSchema={schema}
      onSubmit={async (values) => {
        if (estimate.state !== 'ready') return;
        setFailure(null);
        const equipment = printers.find((printer) => String(printer.id) === values.equipmentId)!;
        const input = trayJobInput({ jobName: values.jobName, equipment, fromDate: values.fromDate! }, estimate.estimate);
        try {
          await tool.send('SAVE_JOB', {
            jobName: input.jobName,
            equipmentId: equipment.id,
            fromDate: input.fromDate,
            toDate: input.toDate,
          });
          const job = await createTrayJob(input).unwrap();
          await tool.send('JOB_SUBMITTED_SUCCESS', { jobId: job.id, jobName: job.jobName });
          onCreated(job);
        } catch (error) {
          setFailure(error instanceof Error ? error.message : errorMessage(error));
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label={text('create.title')}>
          <FormGrid>
            <FormTextField name="jobName" label={text('create.jobName')} />
            <FormSelectField
              name="equipmentId"
              label={text('create.machine')}
              placeholder={text('create.chooseMachine')}
              options={printers.map((printer) => ({ value: printer.id, label: printer.displayName }))}
              onChosen={(id) => setEquipmentId(id ? Number(id) : null)}
            />
            <StartField tool={tool} hours={estimate.state === 'ready' ? estimate.estimate.durationHours : null} />
          </FormGrid>
          <EstimatePanel answer={estimate} onRefresh={estimate.refresh}>
            {estimate.state === 'ready' && values.fromDate !== null && (
              <Fact label={text('create.ends')}>
                {formatDate(values.fromDate + bookedMs(estimate.estimate.durationHours), true)}
              </Fact>
            )}
          </EstimatePanel>
          {failure && (
            <div role="alert">
              <Panel title={text('create.failed')} tone="danger">
                {failure}
              </Panel>
            </div>
          )}
          <Toolbar>
            <Button type="submit" disabled={isSubmitting || tool.status !== 'connected' || estimate.state !== 'ready'}>
              {isSubmitting ? text('create.creating') : text('create.submit')}
            </Button>
          </Toolbar>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The start, which the tool is told of as it is chosen (it plans the build's day), with the
 * machine's next free slot for the tray's print time.
 */
function StartField({ tool, hours }: { tool: DesktopToolState; hours: number | null }) {
  const text = useText();
  const field = useFormField<number | null>('fromDate');
  const { values, setFieldTouched } = useFormikContext<Values>();
  const [findSlot, slot] = jobsApi.useLazyNextSlotQuery();
  const choose = (fromDate: number | null) => {
    field.set(fromDate);
    void setFieldTouched('fromDate', true, false);
    // Only a hint for the tool's planning: SAVE_JOB carries the start it saves the build with.
    if (fromDate !== null && tool.status === 'connected') tool.send('FROM_DATE', { fromDate }).catch(() => undefined);
  };
  const fillNextSlot = async () => {
    const found = await findSlot({ equipment: Number(values.equipmentId), totalHours: hours! });
    if (found.data) choose(found.data.fromDate);
  };
  return (
    <div>
      <DateInput
        label={text('create.start')}
        showTime
        minuteStep={15}
        value={field.value ?? null}
        error={field.error}
        onChange={choose}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={hours === null || !values.equipmentId || slot.isFetching}
        onClick={() => void fillNextSlot()}
      >
        {text('create.nextSlot')}
      </Button>
      {slot.isError && <p role="alert">{errorMessage(slot.error)}</p>}
    </div>
  );
}
