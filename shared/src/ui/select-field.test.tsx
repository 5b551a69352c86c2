import { SelectField } from './select-field';
import { renderWithIntl } from './test-utils';

const machines = [
  { value: 1, label: 'SLS-01' },
  { value: 2, label: 'MJF-01' },
];

describe('SelectField', () => {
  it('is named by its label, offers the placeholder first and passes the chosen value on', async () => {
    const onChange = jest.fn();
    const { user, getByRole } = renderWithIntl(
      <SelectField label="Equipment" value="" options={machines} placeholder="Choose equipment" onChange={onChange} />,
    );
    const select = getByRole('combobox', { name: 'Equipment' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose equipment', 'SLS-01', 'MJF-01']);
    await user.selectOptions(select, 'MJF-01');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('shows its error and marks the select invalid', () => {
    const { getByRole } = renderWithIntl(
      <SelectField label="Equipment" value="" options={machines} error="Please select an equipment" onChange={() => {}} />,
    );
    expect(getByRole('combobox', { name: 'Equipment' })).toHaveAccessibleDescription('Please select an equipment');
  });
});
