import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Button } from './button';
import { Dropdown } from './dropdown';
import { renderWithIntl } from './test-utils';

function renderMenu() {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  const view = renderWithIntl(
    <>
      <Dropdown
        trigger={<Button>Actions</Button>}
        items={[
          { label: 'Edit', onSelect: onEdit },
          { label: 'Archive', onSelect: jest.fn(), disabled: true },
          { label: 'Delete', onSelect: onDelete, danger: true },
        ]}
      />
      <p>Outside</p>
    </>,
  );
  return { ...view, onEdit, onDelete };
}

describe('Dropdown', () => {
  it('opens a menu and runs the chosen item, then closes', async () => {
    const { user, getByRole, queryByRole, onEdit } = renderMenu();
    await user.click(getByRole('button', { name: 'Actions' }));
    expect(getByRole('menu')).toHaveStyle({
      maxHeight: 'min(24rem, var(--radix-dropdown-menu-content-available-height))',
      overflowY: 'auto',
    });
    expect(getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is driven by the keyboard and closes on Escape', async () => {
    const { user, getByRole, queryByRole, onDelete } = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(queryByRole('menu')).not.toBeInTheDocument();
    expect(getByRole('button', { name: 'Actions' })).toHaveFocus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside', async () => {
    const { getByRole, getByText, queryByRole } = renderMenu();
    // The open menu is modal: it sets pointer-events: none on the page, which user-event
    // refuses to click through by default; the browser still tells the menu about the press.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(getByRole('button', { name: 'Actions' }));
    expect(getByRole('menu')).toBeInTheDocument();
    await user.click(getByText('Outside'));
    expect(queryByRole('menu')).not.toBeInTheDocument();
  });
});
