import { useState } from 'react';
import { Slider } from './slider';
import { renderWithIntl } from './test-utils';

function Controlled({ initial, ...props }: { initial: number; min?: number; max?: number; step?: number }) {
  const [value, setValue] = useState(initial);
  return <Slider label="Utilisation" value={value} onChange={setValue} {...props} />;
}

describe('Slider', () => {
  it('ranges from 0 to 100 by default', () => {
    const { getByRole } = renderWithIntl(<Controlled initial={40} />);
    const thumb = getByRole('slider', { name: 'Utilisation' });
    expect(thumb).toHaveAttribute('aria-valuemin', '0');
    expect(thumb).toHaveAttribute('aria-valuemax', '100');
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
  });

  it('moves with the arrow keys and stops at max', async () => {
    const { user, getByRole } = renderWithIntl(<Controlled initial={9} max={10} />);
    const thumb = getByRole('slider', { name: 'Utilisation' });
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{Home}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
  });
});
