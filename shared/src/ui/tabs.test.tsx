import { Tabs } from './tabs';
import type { PanelItem } from './panel-item';
import { renderWithIntl } from './test-utils';

const items: PanelItem[] = [
  { label: 'Machines', content: <p>Machine list</p>, actions: <button type="button">Add machine</button> },
  { label: 'Materials', content: <p>Material list</p>, icon: <span aria-hidden>◆</span> },
  { label: 'Archive', content: <p>Archived items</p>, disabled: true },
];

describe('Tabs', () => {
  it('shows the first tab and its actions by default', () => {
    const { getByRole, queryByText } = renderWithIntl(<Tabs label="Settings" items={items} />);
    expect(getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(getByRole('tab', { name: 'Machines' })).toHaveAttribute('aria-selected', 'true');
    expect(getByRole('tabpanel')).toHaveTextContent('Machine list');
    expect(getByRole('button', { name: 'Add machine' })).toBeInTheDocument();
    expect(queryByText('Material list')).not.toBeInTheDocument();
  });

  it('switches tab on click and tells onChange, swapping the actions', async () => {
    const onChange = jest.fn();
    const { user, getByRole, queryByRole } = renderWithIntl(<Tabs items={items} onChange={onChange} />);
    await user.click(getByRole('tab', { name: 'Materials' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(getByRole('tabpanel')).toHaveTextContent('Material list');
    expect(queryByRole('button', { name: 'Add machine' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, skipping disabled ones', async () => {
    const { user, getByRole } = renderWithIntl(<Tabs items={items} />);
    await user.tab();
    expect(getByRole('tab', { name: 'Machines' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(getByRole('tab', { name: 'Materials' })).toHaveFocus();
    expect(getByRole('tabpanel')).toHaveTextContent('Material list');
    await user.keyboard('{ArrowRight}');
    expect(getByRole('tab', { name: 'Machines' })).toHaveFocus();
    expect(getByRole('tab', { name: 'Archive' })).toBeDisabled();
  });

  it('follows a controlled value', () => {
    const { getByRole } = renderWithIntl(<Tabs items={items} value={1} />);
    expect(getByRole('tab', { name: 'Materials' })).toHaveAttribute('aria-selected', 'true');
  });
});
