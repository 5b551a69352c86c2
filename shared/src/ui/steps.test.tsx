import { within } from '@testing-library/react';
import { Steps } from './steps';
import type { PanelItem } from './panel-item';
import { renderWithIntl } from './test-utils';

const items: PanelItem[] = [
  { label: 'Upload', content: <p>Choose a CAD file</p> },
  { label: 'Material', content: <p>Pick a material</p>, actions: <button type="button">Next</button> },
  { label: 'Review', content: <p>Check the order</p>, disabled: true },
];

describe('Steps', () => {
  it('marks the steps before the current one as done and shows the current step', () => {
    const { getByRole, getAllByRole, getByText, queryByText } = renderWithIntl(<Steps items={items} current={1} />);
    const [upload, material, review] = getAllByRole('listitem');
    expect(getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    expect(within(upload!).getByText('Done')).toBeInTheDocument();
    // The tick is an SVG icon: a text glyph vanishes without its font.
    expect(upload!.querySelector('svg')).not.toBeNull();
    expect(within(material!).queryByText('Done')).not.toBeInTheDocument();
    expect(material).toHaveAttribute('aria-current', 'step');
    expect(within(review!).queryByText('Done')).not.toBeInTheDocument();
    expect(review).toHaveTextContent('3');
    expect(getByText('Pick a material')).toBeVisible();
    expect(queryByText('Choose a CAD file')).not.toBeInTheDocument();
    expect(getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('marks nothing done on the first step', () => {
    const { queryByText } = renderWithIntl(<Steps items={items} current={0} />);
    expect(queryByText('Done')).not.toBeInTheDocument();
  });

  it('lets the user go to a step when onChange is given, except disabled ones', async () => {
    const onChange = jest.fn();
    const { user, getByRole } = renderWithIntl(<Steps items={items} current={1} onChange={onChange} />);
    await user.click(getByRole('button', { name: 'Upload' }));
    expect(onChange).toHaveBeenCalledWith(0);
    expect(getByRole('button', { name: 'Review' })).toBeDisabled();
  });
});
