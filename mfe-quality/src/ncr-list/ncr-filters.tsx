/**
 * What narrows an NCR list: its status, severity, the disposition its decision uses (part NCRs
 * only), the person it is assigned to (or nobody) and the days it was raised on, from the first
 * to the last, each narrowing on the server.
 */
import { DISPOSITIONS, NCR_SEVERITIES, NCR_STATUSES, type Disposition, type NcrSeverity, type NcrStatus } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { addDays, DateInput, SelectField } from 'shared/ui';
import type { NcrView } from '../api';
import { AssigneeFilter } from '../list-views/assignee-filter';
import { useText } from '../texts';

/** The filters as the list's query takes them and a saved view keeps them; the screen sets one value of each. */
export type NcrFilter = NcrView['filter'];

export function NcrFilters({
  value,
  onChange,
  dispositions,
}: {
  value: NcrFilter;
  onChange: (next: NcrFilter) => void;
  /** Whether the list's NCRs have dispositions (part NCRs). */
  dispositions: boolean;
}) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const set = (change: NcrFilter) => onChange({ ...value, ...change });
  const one = <T extends string>(chosen: string) => (chosen === '' ? undefined : [chosen as T]);
  return (
    <>
      <SelectField
        label={text('ncrs.filter.status')}
        placeholder={text('ncrs.filter.any')}
        value={value.status?.[0] ?? ''}
        options={NCR_STATUSES.map((status) => ({ value: status, label: quality(`quality.status.${status}`) }))}
        onChange={(status) => set({ status: one<NcrStatus>(status) })}
      />
      <SelectField
        label={text('ncrs.filter.severity')}
        placeholder={text('ncrs.filter.any')}
        value={value.severity?.[0] ?? ''}
        options={NCR_SEVERITIES.map((severity) => ({ value: severity, label: quality(`quality.severity.${severity}`) }))}
        onChange={(severity) => set({ severity: one<NcrSeverity>(severity) })}
      />
      {dispositions && (
        <SelectField
          label={text('ncrs.filter.disposition')}
          placeholder={text('ncrs.filter.any')}
          value={value.disposition?.[0] ?? ''}
          options={DISPOSITIONS.map((disposition) => ({
            value: disposition,
            label: quality(`quality.disposition.${disposition}`),
          }))}
          onChange={(disposition) => set({ disposition: one<Disposition>(disposition) })}
        />
      )}
      <AssigneeFilter
        label={text('ncrs.filter.assignee')}
        value={value.assignedUserId}
        onChange={(assignedUserId) => set({ assignedUserId })}
      />
      <DateInput
        label={text('ncrs.filter.createdFrom')}
        value={value.createdFrom ?? null}
        onChange={(day) => set({ createdFrom: day ?? undefined })}
      />
      <DateInput
        label={text('ncrs.filter.createdTo')}
        value={value.createdTo === undefined ? null : addDays(value.createdTo, -1)}
        onChange={(day) => set({ createdTo: day === null ? undefined : addDays(day, 1) })}
      />
    </>
  );
}
