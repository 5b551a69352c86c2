/**
 * Tooltip on Radix Tooltip: shows on hover and on keyboard focus, 10 px from its trigger,
 * on the top, bottom, left or right.
 */
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontFamily, radius, space, type Placement } from './tokens';
import { usePortalContainer } from './portal-container';

const TOOLTIP_OFFSET = 10;

export interface TooltipProps {
  content: ReactNode;
  /** The element described; it must accept a ref and focus (a button, a link…). */
  children: ReactElement;
  placement?: Placement;
}

export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const container = usePortalContainer();
  // Each tooltip brings its own provider so remotes need no set-up.
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <Content side={placement} sideOffset={TOOLTIP_OFFSET} collisionPadding={8}>
            {content}
            <Arrow />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

const Content = styled(RadixTooltip.Content)`
  z-index: 1100;
  max-width: ${space(80)};
  padding: ${space(1)} ${space(2)};
  font-family: ${fontFamily};
  font-size: 0.875rem;
  color: ${colors.surface};
  background: ${colors.text};
  border-radius: ${radius};
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${colors.text};
`;
