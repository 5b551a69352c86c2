import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import type { Machine, Material } from 'shared/contracts';
import { EquipmentForm } from './equipment-form';

const machine = (id: number, modelName: string, amProcess: string, manufacturer: string): Machine => ({
  id,
  modelName,
  amProcess,
  amProcessId: id,
  kind: 'THREED_PRINTER',
  manufacturer: { id, name: manufacturer },
  generalMaterialTypes: [],
});
const material = (id: number, name: string): Material => ({ id, name, generalMaterialType: { id: 1, name: 'Powder' } });

const machines = [
  machine(1, 'EOS P 396', 'SELECTIVE_LASER_SINTERING', 'EOS'),
  machine(2, 'EOS P 770', 'SELECTIVE_LASER_SINTERING', 'EOS'),
];
const materials = [material(10, 'PA 2200'), material(11, 'PA 1101'), material(12, 'PrimePart TPU')];
const mapping = [
  { machineId: 1, materialIds: [10, 11, 12] },
  { machineId: 2, materialIds: [10, 11] },
];

function renderForm(props: Partial<ComponentProps<typeof EquipmentForm>> = {}) {
  const onSubmit = jest.fn(async () => {});
  const utils = render(
    <IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => {}}>
      <EquipmentForm
        machines={machines}
        materials={materials}
        mapping={mapping}
        serverError={null}
        onDismissError={() => {}}
        onSubmit={onSubmit}
        onCancel={() => {}}
        {...props}
      />
    </IntlProvider>,
  );
  return { user: userEvent.setup(), onSubmit, ...utils };
}

describe('EquipmentForm', () => {
  it('names each missing field when the empty form is submitted', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create equipment' }));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByText('Please select a machine model')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one primary material')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter a name');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the model’s materials per role, drops those another model cannot run, and sends the body', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'SLS-03 · EOS P 396');
    await user.selectOptions(screen.getByLabelText('Machine model'), 'EOS P 396 (EOS, SLS)');
    const primary = screen.getByRole('group', { name: 'Primary materials' });
    expect(
      within(primary)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['PA 2200', 'PA 1101', 'PrimePart TPU']);
    await user.click(within(primary).getByLabelText('PrimePart TPU'));
    await user.click(within(primary).getByLabelText('PA 2200'));
    await user.selectOptions(screen.getByLabelText('Material loaded now'), 'PrimePart TPU');

    await user.selectOptions(screen.getByLabelText('Machine model'), 'EOS P 770 (EOS, SLS)');
    expect(within(screen.getByRole('group', { name: 'Primary materials' })).queryByLabelText('PrimePart TPU')).toBeNull();
    expect(screen.getByLabelText('Material loaded now')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Create equipment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      displayName: 'SLS-03 · EOS P 396',
      machineId: 2,
      materialIds: [10],
      supportMaterialIds: [],
      detailingAgentMaterialIds: [],
      fusingAgentMaterialIds: [],
      currentlyUsedMaterialId: null,
      imageUrl: null,
    });
  });

  it('shows the server’s answer in a banner that can be dismissed', async () => {
    const onDismissError = jest.fn();
    const { user } = renderForm({ serverError: 'Equipment named X already exists in this facility', onDismissError });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('The equipment could not be saved');
    expect(banner).toHaveTextContent('Equipment named X already exists in this facility');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(onDismissError).toHaveBeenCalled();
  });
});
