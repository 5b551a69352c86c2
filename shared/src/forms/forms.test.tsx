import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { renderWithIntl } from '../ui/test-utils';
import { FormCheckboxGroup, FormNumberField, FormSelectField, FormTextField, SaveBar } from '.';

interface Values {
  name: string;
  quantity: number | null;
  machine: number;
  finishes: string[];
}

const SAVED: Values = { name: 'Bracket', quantity: 4, machine: 2, finishes: ['DYED'] };
const schema = yup.object({
  name: yup.string().trim().required('Give the part a name'),
  quantity: yup.number().nullable().required('How many?').min(1, 'At least one'),
});

function PartForm({ onSave }: { onSave: (values: Values) => void }) {
  return (
    <Formik<Values> initialValues={SAVED} validationSchema={schema} onSubmit={(values) => onSave(values)}>
      <Form aria-label="Part" noValidate>
        <FormTextField name="name" label="Name" />
        <FormNumberField name="quantity" label="Quantity" />
        <FormSelectField<number>
          name="machine"
          label="Machine"
          parse={Number}
          options={[
            { value: 1, label: 'SLS-01' },
            { value: 2, label: 'SLS-02' },
          ]}
        />
        <FormCheckboxGroup<string>
          name="finishes"
          legend="Finishes"
          options={[
            { value: 'DYED', label: 'Dyed' },
            { value: 'BLASTED', label: 'Bead blasted' },
          ]}
        />
        <SaveBar />
      </Form>
    </Formik>
  );
}

describe('the formik-bound fields and the save bar', () => {
  it('save what the person changed, in the fields’ own types', async () => {
    const onSave = jest.fn();
    const { user } = renderWithIntl(<PartForm onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Gripper');
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'SLS-01');
    await user.click(screen.getByRole('checkbox', { name: 'Bead blasted' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dyed' }));
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ name: 'Gripper', quantity: 12, machine: 1, finishes: ['BLASTED'] });
  });

  it('show a field’s message once the person leaves it, not while typing', async () => {
    const { user } = renderWithIntl(<PartForm onSave={jest.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    expect(screen.queryByText('Give the part a name')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Give the part a name')).toBeVisible();
    expect(name).toHaveAccessibleDescription('Give the part a name');
  });

  it('show every message at an attempt to save, and save nothing wrong', async () => {
    const onSave = jest.fn();
    const { user } = renderWithIntl(<PartForm onSave={onSave} />);
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '0');
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the part a name')).toBeVisible();
    expect(screen.getByText('At least one')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('discard the changes back to the saved values, and ask before the page is left with changes', async () => {
    const { user } = renderWithIntl(<PartForm onSave={jest.fn()} />);
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' v2');
    expect(leave()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bracket');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(leave()).toBe(true);
  });
});
