import { render, screen } from '@testing-library/react';
import { ColorChips, textColourOn } from './color-chip';

describe('ColorChip', () => {
  it('writes black on light colours and white on dark ones', () => {
    expect(textColourOn('#f0ad4e')).toBe('#000000');
    expect(textColourOn('#5cb85c')).toBe('#000000');
    expect(textColourOn('#1f3a93')).toBe('#ffffff');
    expect(textColourOn('#57606a')).toBe('#ffffff');
    expect(textColourOn('not a colour')).toBe('#000000');
  });

  it('shows each chip in its colour, and nothing for none', () => {
    const { container, rerender } = render(
      <ColorChips
        chips={[
          { id: 1, name: 'Rush', color: '#d9534f' },
          { id: 2, name: 'Night shift', color: '#57606a' },
        ]}
      />,
    );
    expect(screen.getByText('Rush')).toHaveStyle({ backgroundColor: '#d9534f' });
    expect(screen.getByText('Night shift')).toHaveStyle({ color: '#ffffff' });
    rerender(<ColorChips chips={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
