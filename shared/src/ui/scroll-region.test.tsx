import { render } from '@testing-library/react';
import { ScrollRegion } from './scroll-region';

/** jsdom lays nothing out; these stand in for the browser's measured widths. */
function withWidths(scrollWidth: number, clientWidth: number, run: () => void) {
  const scroll = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  try {
    run();
  } finally {
    scroll.mockRestore();
    client.mockRestore();
  }
}

describe('ScrollRegion', () => {
  it('is a named region a keyboard can reach while its content is wider than the box', () => {
    withWidths(900, 400, () => {
      const { getByRole } = render(
        <ScrollRegion label="Changes">
          <p>wide</p>
        </ScrollRegion>,
      );
      expect(getByRole('region', { name: 'Changes' })).toHaveAttribute('tabindex', '0');
    });
  });

  it('adds no tab stop while everything fits', () => {
    withWidths(400, 400, () => {
      const { queryByRole, getByText } = render(
        <ScrollRegion label="Changes">
          <p>narrow</p>
        </ScrollRegion>,
      );
      expect(queryByRole('region')).toBeNull();
      expect(getByText('narrow').parentElement).not.toHaveAttribute('tabindex');
    });
  });
});
