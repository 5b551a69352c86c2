/**
 * What narrows an NCR list: its status, severity, the disposition its decision uses (part NCRs
 * only) and the days it was raised on, from the first to the last, each narrowing on the server.
 */
import { DISPOSITIONS, NCR_SEVERITIES, NCR_STATUSES, type Disposition, type NcrSeverity, type NcrStatus } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { addDays, DateInput, SelectField } from 'shared/ui';
import { useText } from '../texts';

export interface NcrFilter {
  status?: NcrStatus;
  severity?: NcrSeverity;
  disposition?: Disposition;
  /** The first day's start, and the day after the last (the server's end is exclusive). */
  createdFrom?: number;
  createdTo?: number;
}

/** Whether any filter is set. */
export const isFiltered = (filter: NcrFilter) => Object.values(filter).some((value) => value !== undefined);

/** The filter as the list's query takes it (its lists of one value). */
export const filterQuery = (filter: NcrFilter) => ({
  status: filter.status && [filter.status],
  severity: filter.severity && [filter.severity],
  disposition: filter.disposition && [filter.disposition],
  createdFrom: filter.createdFrom,
  createdTo: filter.createdTo,
});

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
  const or = <T extends string>(chosen: string) => (chosen === '' ? undefined : (chosen as T));
  return (
    <>
      <SelectField
        label={text('ncrs.filter.status')}
        placeholder={text('ncrs.filter.any')}
        value={value.status ?? ''}
        options={NCR_STATUSES.map((status) => ({ value: status, label: quality(`quality.status.${status}`) }))}
        onChange={(status) => set({ status: or<NcrStatus>(status) })}
      />
      <SelectField
        label={text('ncrs.filter.severity')}
        placeholder={text('ncrs.filter.any')}
        value={value.severity ?? ''}
        options={NCR_SEVERITIES.map((severity) => ({ value: severity, label: quality(`quality.severity.${severity}`) }))}
        onChange={(severity) => set({ severity: or<NcrSeverity>(severity) })}
      />
      {dispositions && (
        <SelectField
          label={text('ncrs.filter.disposition')}
          placeholder={text('ncrs.filter.any')}
          value={value.disposition ?? ''}
          options={DISPOSITIONS.map((disposition) => ({
            value: disposition,
            label: quality(`quality.disposition.${disposition}`),
          }))}
          onChange={(disposition) => set({ disposition: or<Disposition>(disposition) })}
        />
      )}
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
