/**
 * What the auto-scheduler knows of a machine: how fast it prints against the job's own machine,
 * the minutes a change from one of its materials to another takes (emptying and cleaning the
 * powder path, a resin tank swap), whether it runs unattended through the night, and its own
 * working hours where they differ from the facility's. Shown to everyone; its editors change it here.
 */
import { useEffect, useId, useState } from 'react';
import { useHasPermission } from 'shared/auth';
import { useServerCall } from 'shared/api';
import type { Equipment } from 'shared/contracts';
import { Button, CheckboxGroup, FormFailure, Loaded, Muted, NumberInput, PlainTable, Section, useToast } from 'shared/ui';
import { productionApi } from '../api';
import type { MachinePlanning as Planning } from '../auto-plan/api';
import { calendarError, CalendarFields, type CalendarValue } from '../auto-plan/calendar-fields';
import { useText } from '../texts';

export function MachinePlanning({ equipment }: { equipment: Equipment }) {
  const text = useText();
  return (
    <Section title={text('machines.planning')}>
      <Loaded query={productionApi.useMachinePlanningQuery(equipment.id)} failedTitle={text('machines.planning')}>
        {(planning) => <PlanningForm equipment={equipment} saved={planning} />}
      </Loaded>
    </Section>
  );
}

const pairKey = (from: number, to: number) => `${from}>${to}`;
/** Where a machine's own calendar starts from: a weekday shift from 07:00 to 18:00. */
const FACILITY_WEEK: CalendarValue = { workingDays: [1, 2, 3, 4, 5], dayStartMinute: 420, dayEndMinute: 1080, closedDays: [] };

function PlanningForm({ equipment, saved }: { equipment: Equipment; saved: Planning }) {
  const text = useText();
  const toast = useToast();
  const heading = useId();
  const canEdit = useHasPermission('MES_SETTINGS_EDITOR');
  const [save, saving] = productionApi.useSaveMachinePlanningMutation();
  const { failure, run } = useServerCall();
  // A job's material is one of the machine's primary materials: the changes between them are what the plan counts.
  const materials = equipment.materials;
  const [speed, setSpeed] = useState<number | null>(saved.speedFactor);
  const [minutes, setMinutes] = useState(
    () => new Map(saved.changeovers.map((c) => [pairKey(c.fromMaterialId, c.toMaterialId), c.minutes])),
  );
  const [unattended, setUnattended] = useState(saved.unattended);
  const [calendar, setCalendar] = useState<CalendarValue | null>(saved.calendar);
  // What another editor saved shows here once read again.
  useEffect(() => {
    setSpeed(saved.speedFactor);
    setMinutes(new Map(saved.changeovers.map((c) => [pairKey(c.fromMaterialId, c.toMaterialId), c.minutes])));
    setUnattended(saved.unattended);
    setCalendar(saved.calendar);
  }, [saved]);
  const validSpeed = speed !== null && speed >= 0.1 && speed <= 10;
  const valid = validSpeed && (calendar === null || calendarError(calendar) === null);
  const submit = () =>
    run(async () => {
      const changeovers = materials.flatMap((from) =>
        materials.flatMap((to) => {
          const value = minutes.get(pairKey(from.id, to.id));
          return from.id !== to.id && value ? [{ fromMaterialId: from.id, toMaterialId: to.id, minutes: value }] : [];
        }),
      );
      await save({ id: equipment.id, body: { speedFactor: speed!, unattended, calendar, changeovers } }).unwrap();
      toast.success(text('machines.planningSaved'));
    });
  return (
    <>
      <NumberInput
        label={text('machines.speedFactor')}
        value={speed}
        onChange={setSpeed}
        min={0.1}
        max={10}
        disabled={!canEdit}
        error={validSpeed ? undefined : text('machines.speedFactorRange')}
      />
      <CheckboxGroup
        legend={text('machines.planningHours')}
        options={[
          { value: 'unattended', label: text('machines.unattended'), hint: text('machines.unattendedHint'), disabled: !canEdit },
          { value: 'ownCalendar', label: text('machines.ownCalendar'), disabled: !canEdit },
        ]}
        selected={[...(unattended ? ['unattended' as const] : []), ...(calendar ? ['ownCalendar' as const] : [])]}
        onChange={(option, chosen) => {
          if (option === 'unattended') setUnattended(chosen);
          else setCalendar(chosen ? FACILITY_WEEK : null);
        }}
      />
      {calendar && <CalendarFields value={calendar} onChange={setCalendar} disabled={!canEdit} />}
      <h3 id={heading}>{text('machines.changeovers')}</h3>
      {materials.length < 2 ? (
        <Muted>{text('machines.noChangeovers')}</Muted>
      ) : (
        <PlainTable
          labelledBy={heading}
          columns={[text('machines.changeoverFrom'), ...materials.map((m) => text('machines.changeoverTo', { name: m.name }))]}
        >
          {materials.map((from) => (
            <tr key={from.id}>
              <th scope="row">{from.name}</th>
              {materials.map((to) => (
                <td key={to.id}>
                  {from.id === to.id ? (
                    '—'
                  ) : (
                    <NumberInput
                      label={text('machines.changeoverMinutes', { from: from.name, to: to.name })}
                      value={minutes.get(pairKey(from.id, to.id)) ?? 0}
                      min={0}
                      max={10080}
                      disabled={!canEdit}
                      onChange={(value) => setMinutes((was) => new Map(was).set(pairKey(from.id, to.id), value ?? 0))}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </PlainTable>
      )}
      <FormFailure message={failure} />
      {canEdit && (
        <Button disabled={!valid || saving.isLoading} onClick={() => void submit()}>
          {text('machines.savePlanning')}
        </Button>
      )}
    </>
  );
}
