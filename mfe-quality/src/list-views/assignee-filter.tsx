/** The ASSIGNED_USER filter of a quality list: one of the facility's people, or nobody (0). */
import { SelectField } from 'shared/ui';
import { qualityApi } from '../api';
import { useText } from '../texts';

export function AssigneeFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (next: number | undefined) => void;
}) {
  const text = useText();
  const people = qualityApi.useQualityPeopleQuery().data ?? [];
  return (
    <SelectField
      label={label}
      placeholder={text('filter.anyone')}
      value={value ?? ''}
      options={[
        { value: 0, label: text('filter.nobody') },
        ...people.map((person) => ({ value: person.id, label: person.name })),
      ]}
      onChange={(id) => onChange(id === '' ? undefined : Number(id))}
    />
  );
}
