/**
 * Menu on Radix DropdownMenu: keyboard navigation, typeahead, closes on an outside click and
 * on Escape. Long menus scroll within 96 units (24rem), so a menu never runs off the screen.
 */
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontFamily, radius, shadow, space } from './tokens';
import { usePortalContainer } from './portal-container';

export interface DropdownItem {
  label: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}

export interface DropdownProps {
  /** The element that opens the menu, usually a Button. */
  trigger: ReactElement;
  items: DropdownItem[];
  align?: 'start' | 'center' | 'end';
}

const MENU_MAX_HEIGHT = space(96);

export function Dropdown({ trigger, items, align = 'start' }: DropdownProps) {
  const container = usePortalContainer();
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal container={container}>
        <Content align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item, index) => (
            <Item key={index} disabled={item.disabled} onSelect={item.onSelect} $danger={item.danger}>
              {item.icon}
              {item.label}
            </Item>
          ))}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

const Content = styled(RadixMenu.Content)`
  z-index: 1000;
  min-width: ${space(40)};
  max-height: min(${MENU_MAX_HEIGHT}, var(--radix-dropdown-menu-content-available-height));
  overflow-y: auto;
  padding: ${space(1)};
  font-family: ${fontFamily};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  box-shadow: ${shadow};
`;

const Item = styled(RadixMenu.Item)<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  color: ${({ $danger }) => ($danger ? colors.danger : colors.text)};
  border-radius: ${radius};
  outline: none;
  cursor: pointer;

  &[data-highlighted] {
    background: ${colors.background};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
