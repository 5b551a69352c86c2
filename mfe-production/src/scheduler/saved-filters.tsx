/** Saved scheduler filters: a user preference; names must be present and unique. */
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import type { SavedSchedulerFilter, SchedulerFilters } from 'shared/contracts';
import type { AppDispatch } from 'shared/store';
import { Button, CloseIcon, Muted, space, TextField, Toolbar, useToast } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import { filterNameProblem } from './scheduler-logic';

export interface SavedFiltersProps {
  current: SchedulerFilters;
  onApply: (filters: SchedulerFilters) => void;
}

export function SavedFilters({ current, onApply }: SavedFiltersProps) {
  const text = useText();
  const toast = useToast();
  const savedFilters = productionApi.useSavedFiltersQuery();
  const saved = savedFilters.data ?? [];
  const [saveFilters, saving] = productionApi.useSaveFiltersMutation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const dispatch = useDispatch<AppDispatch>();

  const store = async (next: SavedSchedulerFilter[]) => {
    try {
      const kept = await saveFilters(next).unwrap();
      // The list shows what the server kept as soon as it answers; reading it again would wait
      // until the timeline's job searches in flight have settled, seconds on a busy machine.
      dispatch(productionApi.util.upsertQueryData('savedFilters', undefined, JSON.parse(kept.preference)));
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (filterNameProblem(name, saved)) {
      setProblem(text('scheduler.filterNameInvalid'));
      return;
    }
    setProblem(undefined);
    const label = name.trim();
    // Only the kinds with a choice are kept, so an applied filter means what it meant.
    const searchFilters = Object.fromEntries(Object.entries(current).filter(([, ids]) => ids?.length));
    if (await store([...saved, { label, searchFilters }])) {
      setName('');
      toast.success(text('scheduler.filterSaved', { name: label }));
    }
  };

  return (
    <Box aria-label={text('scheduler.savedFilters')}>
      <h2>{text('scheduler.savedFilters')}</h2>
      {saved.length === 0 ? (
        <Muted>{text('scheduler.noSavedFilters')}</Muted>
      ) : (
        <Toolbar as="ul">
          {saved.map((filter) => (
            <li key={filter.label}>
              <Button variant="secondary" size="sm" onClick={() => onApply(filter.searchFilters as SchedulerFilters)}>
                {filter.label}
              </Button>
              <Button
                variant="link"
                size="sm"
                aria-label={text('scheduler.deleteFilter', { name: filter.label })}
                onClick={() => void store(saved.filter((f) => f.label !== filter.label))}
              >
                <CloseIcon />
              </Button>
            </li>
          ))}
        </Toolbar>
      )}
      <Toolbar as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
        <TextField
          label={text('scheduler.filterName')}
          size="sm"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem}
        />
        {/* Saving replaces the whole list: never before the current list is known. */}
        <Button type="submit" size="sm" disabled={saving.isLoading || !savedFilters.isSuccess}>
          {text('scheduler.saveFilter')}
        </Button>
      </Toolbar>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};

  h2 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
