import { Button } from './button';
import { Popover } from './popover';
import { renderWithIntl } from './test-utils';

function renderPopover() {
  return renderWithIntl(
    <>
      <Popover label="Filters" trigger={<Button>Filter</Button>}>
        <p>Only queued jobs</p>
      </Popover>
      <p>Outside</p>
    </>,
  );
}

describe('Popover', () => {
  it('opens from its trigger and closes on Escape, giving focus back to the trigger', async () => {
    const { user, getByRole, queryByRole } = renderPopover();
    await user.click(getByRole('button', { name: 'Filter' }));
    expect(getByRole('dialog', { name: 'Filters' })).toHaveTextContent('Only queued jobs');
    await user.keyboard('{Escape}');
    expect(queryByRole('dialog')).not.toBeInTheDocument();
    expect(getByRole('button', { name: 'Filter' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user, getByRole, getByText, queryByRole } = renderPopover();
    await user.click(getByRole('button', { name: 'Filter' }));
    expect(getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await user.click(getByText('Outside'));
    expect(queryByRole('dialog')).not.toBeInTheDocument();
  });
});
