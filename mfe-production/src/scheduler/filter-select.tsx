/** One of the scheduler's seven filters: a button naming at most 2 choices, opening a checklist. */
import styled from 'styled-components';
import { Button, colors, Popover, space } from 'shared/ui';
import { useJobText } from 'shared/jobs';
import { useText } from '../texts';
import { selectedSummary, type FilterOption } from './scheduler-logic';

export interface FilterSelectProps {
  label: string;
  options: FilterOption[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

export function FilterSelect({ label, options, selected, onChange }: FilterSelectProps) {
  const text = useText();
  const jobText = useJobText();
  const names = options.filter((o) => selected.includes(o.id)).map((o) => o.name);
  const summary = names.length
    ? selectedSummary(names, (count) => jobText('production.nMore', { count }))
    : text('scheduler.filter.any');
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <Labelled>
      <span>{label}</span>
      <Popover
        label={label}
        trigger={
          <Button variant="secondary" size="sm" aria-label={`${label}: ${summary}`}>
            {summary}
          </Button>
        }
      >
        <Checklist>
          {options.map((option) => (
            <label key={option.id}>
              <input type="checkbox" checked={selected.includes(option.id)} onChange={() => toggle(option.id)} /> {option.name}
            </label>
          ))}
        </Checklist>
      </Popover>
    </Labelled>
  );
}

const Labelled = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  font-size: 0.875rem;
  font-weight: 600;

  button {
    max-width: 240px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Checklist = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  max-height: 320px;
  overflow: auto;
  padding: ${space(2)};
  color: ${colors.text};

  label {
    display: flex;
    gap: ${space(2)};
    align-items: center;
    font-weight: 400;
  }
`;
