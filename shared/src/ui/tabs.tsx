/** Tabs on Radix Tabs (arrow-key navigation, ARIA roles). Tabs are addressed by index. */
import * as RadixTabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import styled from 'styled-components';
import type { PanelItem } from './panel-item';
import { colors, focusRing, fontFamily, space } from './tokens';

export interface TabsProps {
  items: PanelItem[];
  /** Accessible name of the tab list. */
  label?: string;
  /** Index of the selected tab when the caller controls it. */
  value?: number;
  defaultValue?: number;
  onChange?: (index: number) => void;
}

export function Tabs({ items, label, value, defaultValue = 0, onChange }: TabsProps) {
  // Tracked here as well as in Radix because the bar shows the selected tab's actions.
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;

  const select = (next: string) => {
    setUncontrolled(Number(next));
    onChange?.(Number(next));
  };

  return (
    <RadixTabs.Root value={String(selected)} onValueChange={select}>
      <Bar>
        <List aria-label={label}>
          {items.map((item, index) => (
            <Trigger key={index} value={String(index)} disabled={item.disabled}>
              {item.icon}
              {item.label}
            </Trigger>
          ))}
        </List>
        {items[selected]?.actions}
      </Bar>
      {items.map((item, index) => (
        <Panel key={index} value={String(index)}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  border-bottom: 1px solid ${colors.border};
`;

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${space(1)};
`;

const Trigger = styled(RadixTabs.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(4)};
  font-family: ${fontFamily};
  font-size: 1rem;
  color: ${colors.muted};
  background: none;
  border: none;
  border-bottom: 2px solid transparent;
  cursor: pointer;

  &[data-state='active'] {
    color: ${colors.primary};
    border-bottom-color: ${colors.primary};
    font-weight: 600;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
`;

const Panel = styled(RadixTabs.Content)`
  padding: ${space(4)} 0;
  font-family: ${fontFamily};
`;
