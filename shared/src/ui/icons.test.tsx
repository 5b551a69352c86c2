import { render } from '@testing-library/react';
import * as icons from './icons';

describe('kit icons', () => {
  it('are SVG drawings hidden from assistive technology, with no text to render', () => {
    for (const [name, Icon] of Object.entries(icons)) {
      const { container, unmount } = render(<Icon />);
      const svg = container.firstElementChild;
      expect({ name, tag: svg?.tagName, hidden: svg?.getAttribute('aria-hidden'), text: container.textContent }).toEqual({
        name,
        tag: 'svg',
        hidden: 'true',
        text: '',
      });
      unmount();
    }
  });
});
