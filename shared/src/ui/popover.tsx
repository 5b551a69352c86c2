/**
 * Popover on Radix Popover: it closes on an outside click and on Escape, and returns focus
 * to the trigger. Controlled (open + onOpenChange) or left to itself.
 */
import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontFamily, radius, shadow, space, type Placement } from './tokens';
import { usePortalContainer } from './portal-container';

export interface PopoverProps {
  /** The element that opens the popover, usually a Button; it receives the trigger's ARIA. */
  trigger: ReactElement;
  children: ReactNode;
  /** Accessible name of the popover dialog. */
  label?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
  align?: 'start' | 'center' | 'end';
}

export function Popover({ trigger, children, label, open, onOpenChange, placement = 'bottom', align = 'start' }: PopoverProps) {
  const container = usePortalContainer();
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <Content aria-label={label} side={placement} align={align} sideOffset={4} collisionPadding={8}>
          {children}
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

const Content = styled(RadixPopover.Content)`
  z-index: 1000;
  padding: ${space(3)};
  max-height: var(--radix-popover-content-available-height);
  overflow: auto;
  font-family: ${fontFamily};
  color: ${colors.text};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  box-shadow: ${shadow};
`;
