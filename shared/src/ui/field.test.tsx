import { Field, Select } from './field';
import { renderWithIntl } from './test-utils';

describe('Field', () => {
  it('labels any control and links the error to it', async () => {
    const { user, getByRole, getByText } = renderWithIntl(
      <Field label="Equipment" error="Please select an equipment">
        {(control) => (
          <Select {...control} defaultValue="">
            <option value="">—</option>
            <option value="m1">Printer 1</option>
          </Select>
        )}
      </Field>,
    );
    const select = getByRole('combobox', { name: 'Equipment' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select an equipment');
    expect(getByText('Please select an equipment')).toBeVisible();
    await user.selectOptions(select, 'm1');
    expect(select).toHaveDisplayValue('Printer 1');
  });
});
