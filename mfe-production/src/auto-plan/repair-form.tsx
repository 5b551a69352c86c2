/**
 * A downtime a machine needs where jobs are booked: proposed with a repair of the plan (the
 * fewest moves, or the least lateness), booked only when the planner applies it.
 */
import { useState } from 'react';
import { referenceApi } from 'shared/api';
import { Button, DateInput, FormGrid, NumberInput, SelectField, TextField, Toolbar } from 'shared/ui';
import { useJobText } from 'shared/jobs';
import { useText } from '../texts';
import type { PlanRequest } from './api';

const HOUR = 3_600_000;
const OWN_FACILITY = { allFacilities: false };

interface RepairFormProps {
  disabled: boolean;
  onRepair: (request: Omit<PlanRequest, 'timeLimitSeconds'>) => void;
}

export function RepairForm({ disabled, onRepair }: RepairFormProps) {
  const text = useText();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Toolbar>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {text('plan.repair')}
        </Button>
      </Toolbar>
    );
  }
  return <DowntimeForm disabled={disabled} onRepair={onRepair} />;
}

/** The downtime's fields, read only once the planner opens them (the facility's machines among them). */
function DowntimeForm({ disabled, onRepair }: RepairFormProps) {
  const text = useText();
  const jobText = useJobText();
  const machines = referenceApi.useEquipmentsQuery(OWN_FACILITY).data ?? [];
  const [name, setName] = useState('');
  const [machine, setMachine] = useState('');
  const [from, setFrom] = useState<number | null>(null);
  const [hours, setHours] = useState<number | null>(4);
  const [mode, setMode] = useState<'REPAIR_STABLE' | 'REPAIR_LATENESS'>('REPAIR_STABLE');
  const [tried, setTried] = useState(false);
  const required = (missing: boolean) => (tried && missing ? text('plan.required') : undefined);
  const submit = () => {
    setTried(true);
    if (!name.trim() || !machine || from === null || !hours) return;
    onRepair({
      kind: mode,
      downtime: { equipmentId: Number(machine), fromDate: from, toDate: from + hours * HOUR, jobName: name.trim() },
    });
  };
  return (
    <form
      aria-label={text('plan.repair')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p>{text('plan.repairIntro')}</p>
      <FormGrid>
        <TextField
          label={text('plan.downtimeName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={required(!name.trim())}
        />
        <SelectField
          label={text('plan.downtimeMachine')}
          value={machine}
          placeholder={jobText('jobForm.chooseEquipment')}
          options={machines.map((m) => ({ value: m.id, label: m.displayName }))}
          onChange={setMachine}
          error={required(!machine)}
        />
        <DateInput label={text('plan.downtimeFrom')} value={from} onChange={setFrom} showTime error={required(from === null)} />
        <NumberInput
          label={text('plan.downtimeHours')}
          value={hours}
          onChange={setHours}
          min={1}
          max={24 * 30}
          error={required(!hours)}
        />
        <SelectField
          label={text('plan.repairMode')}
          value={mode}
          options={(['REPAIR_STABLE', 'REPAIR_LATENESS'] as const).map((kind) => ({
            value: kind,
            label: text(`plan.kind.${kind}`),
          }))}
          onChange={(value) => setMode(value as typeof mode)}
        />
      </FormGrid>
      <Button type="submit" disabled={disabled}>
        {text('plan.proposeRepair')}
      </Button>
    </form>
  );
}
