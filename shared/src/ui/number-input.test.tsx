import { useState } from 'react';
import { NumberInput, type NumberInputProps } from './number-input';
import { renderWithIntl } from './test-utils';

function Controlled(
  props: Omit<NumberInputProps, 'value' | 'onChange' | 'label'> & { onChange?: (value: number | null) => void },
) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberInput
      label="Quantity"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('reports typed numbers and calls onEnter with the value on Enter', async () => {
    const onEnter = jest.fn();
    const { user, getByRole } = renderWithIntl(<Controlled onEnter={onEnter} />);
    await user.type(getByRole('spinbutton', { name: 'Quantity' }), '12{Enter}');
    expect(onEnter).toHaveBeenCalledWith(12);
    expect(getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(12);
  });

  it('clamps a typed value above max when Enter is pressed', async () => {
    const onEnter = jest.fn();
    const { user, getByRole } = renderWithIntl(<Controlled min={1} max={5} onEnter={onEnter} />);
    await user.type(getByRole('spinbutton', { name: 'Quantity' }), '9{Enter}');
    expect(onEnter).toHaveBeenCalledWith(5);
    expect(getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(5);
  });

  it('clamps a value below min when the field loses focus', async () => {
    const { user, getByRole } = renderWithIntl(<Controlled min={1} max={5} />);
    await user.type(getByRole('spinbutton', { name: 'Quantity' }), '0');
    await user.tab();
    expect(getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
  });

  it('reports an emptied field as null', async () => {
    const onChange = jest.fn();
    const { user, getByRole } = renderWithIntl(<Controlled onChange={onChange} />);
    await user.type(getByRole('spinbutton', { name: 'Quantity' }), '3{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(null);
  });
});
