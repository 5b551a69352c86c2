/**
 * Step indicator: steps before the current one are marked done, the current one
 * shows its content and actions. With onChange the step labels become buttons.
 */
import styled from 'styled-components';
import { CheckIcon } from './icons';
import type { PanelItem } from './panel-item';
import { useKitText } from './use-kit-text';
import { colors, fontFamily, space } from './tokens';
import { VisuallyHidden } from './visually-hidden';

export interface StepsProps {
  items: PanelItem[];
  /** Index of the current step. */
  current: number;
  onChange?: (index: number) => void;
}

type StepState = 'done' | 'current' | 'upcoming';

export function Steps({ items, current, onChange }: StepsProps) {
  const text = useKitText();
  const active = items[current];
  return (
    <div>
      <StepList aria-label={text('ui.steps.label')}>
        {items.map((item, index) => {
          const state: StepState = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <Step key={index} aria-current={state === 'current' ? 'step' : undefined} $state={state}>
              <Marker aria-hidden $state={state}>
                {state === 'done' ? <CheckIcon /> : (item.icon ?? index + 1)}
              </Marker>
              {onChange ? (
                <StepButton type="button" disabled={item.disabled} onClick={() => onChange(index)}>
                  {item.label}
                </StepButton>
              ) : (
                <span>{item.label}</span>
              )}
              {state === 'done' && <VisuallyHidden>{text('ui.steps.done')}</VisuallyHidden>}
            </Step>
          );
        })}
      </StepList>
      {active && (
        <>
          <div>{active.content}</div>
          {active.actions && <Actions>{active.actions}</Actions>}
        </>
      )}
    </div>
  );
}

const StepList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(6)};
  margin: 0 0 ${space(4)};
  padding: 0;
  list-style: none;
  font-family: ${fontFamily};
`;

const Step = styled.li<{ $state: StepState }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ $state }) => ($state === 'upcoming' ? colors.muted : colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
`;

const Marker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${space(7)};
  height: ${space(7)};
  border-radius: 50%;
  color: ${({ $state }) => ($state === 'upcoming' ? colors.muted : colors.primaryContrast)};
  background: ${({ $state }) => ($state === 'done' ? colors.success : $state === 'current' ? colors.primary : colors.background)};
  border: 1px solid ${({ $state }) => ($state === 'upcoming' ? colors.border : 'transparent')};
`;

const StepButton = styled.button`
  padding: 0;
  font: inherit;
  color: inherit;
  background: none;
  border: none;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(4)};
`;
