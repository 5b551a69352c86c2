import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import type { Machine, Material } from 'shared/contracts';
import { equipmentFixture } from 'shared/testing';
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

const p396 = machine(1, 'EOS P 396', 'SELECTIVE_LASER_SINTERING', 'EOS');
const machines = [p396, machine(2, 'EOS P 770', 'SELECTIVE_LASER_SINTERING', 'EOS')];
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
      packingMarginMm: 5,
      layerMm: 0.1,
      layerSeconds: 10,
      secondsPerCm3: 0,
    });
  });

  it('edits the machine’s packing figures, and says the range of one outside it', async () => {
    const equipment = equipmentFixture(4, 'SLS-01', {
      machine: p396,
      materials: [{ id: 10, name: 'PA 2200' }],
      packingMarginMm: 3,
      layerMm: 0.12,
      layerSeconds: 9,
      secondsPerCm3: 1.5,
    });
    const { user, onSubmit } = renderForm({ equipment });
    const packing = screen.getByRole('group', { name: 'Build packing' });
    expect(within(packing).getByLabelText('Margin at the walls (mm)')).toHaveValue(3);
    expect(within(packing).getByLabelText('Time per layer, recoating included (s)')).toHaveValue(9);
    expect(within(packing).getByLabelText('Time per cm³ of parts (s)')).toHaveValue(1.5);
    const layer = within(packing).getByLabelText('Layer thickness (mm)');
    expect(layer).toHaveValue(0.12);

    await user.clear(layer);
    await user.type(layer, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(layer).toHaveAccessibleDescription('Please enter a layer thickness above 0 and up to 2 mm');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(layer);
    await user.type(layer, '0.06');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ packingMarginMm: 3, layerMm: 0.06, layerSeconds: 9, secondsPerCm3: 1.5 }),
    );
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
