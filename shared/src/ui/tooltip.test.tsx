import { Button } from './button';
import { Tooltip } from './tooltip';
import type { Placement } from './tokens';
import { renderWithIntl } from './test-utils';

describe('Tooltip', () => {
  it('describes its trigger on keyboard focus and hides on Escape', async () => {
    const { user, getByRole, queryByRole } = renderWithIntl(
      <Tooltip content="Remove the job from the tray">
        <Button>Remove</Button>
      </Tooltip>,
    );
    expect(queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(getByRole('tooltip')).toHaveTextContent('Remove the job from the tray');
    expect(getByRole('button', { name: 'Remove' })).toHaveAccessibleDescription('Remove the job from the tray');
    await user.keyboard('{Escape}');
    expect(queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover', async () => {
    const { user, getByRole, findByRole } = renderWithIntl(
      <Tooltip content="Details">
        <Button>Info</Button>
      </Tooltip>,
    );
    await user.hover(getByRole('button', { name: 'Info' }));
    expect(await findByRole('tooltip')).toHaveTextContent('Details');
  });

  // jsdom lays nothing out: give the page a size and put the trigger in its middle, so there
  // is room on every side and the tooltip has no reason to flip.
  beforeAll(() => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1024 });
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 768 });
  });

  // The trigger spans x 480–544 and y 360–392; the (unmeasured) bubble sits 10 px beyond it.
  it.each<[Placement, string]>([
    ['top', 'translate(512px, 350px)'],
    ['bottom', 'translate(512px, 402px)'],
    ['left', 'translate(470px, 376px)'],
    ['right', 'translate(554px, 376px)'],
  ])('opens on the %s side, 10 px away', async (placement, transform) => {
    const { user, getByText, getByRole } = renderWithIntl(
      <Tooltip content="Hint" placement={placement}>
        <Button>Target</Button>
      </Tooltip>,
    );
    jest
      .spyOn(getByRole('button'), 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ x: 480, y: 360, width: 64, height: 32 }));
    await user.tab();
    // The visible bubble (Radix also renders a hidden copy for screen readers) and its positioner.
    const bubble = getByText('Hint', { selector: '[data-side]' });
    expect(bubble).toHaveAttribute('data-side', placement);
    expect(bubble.parentElement).toHaveStyle({ transform });
  });
});
