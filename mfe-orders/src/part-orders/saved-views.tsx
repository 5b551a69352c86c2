/**
 * Saved views of the part orders: a stage and its filters under a name of the user's, kept as
 * their preference (PART_ORDER_VIEWS); choosing one shows its stage with its filters again.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import type { PartOrderView } from 'shared/contracts';
import { Button, CloseIcon, Muted, Popover, space, TextField, useConfirm } from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';
import type { PartOrderFilter } from './part-order-filters';

export interface SavedViewsProps {
  current: { stage: PartOrderView['stage']; filter: PartOrderFilter };
  onApply: (view: PartOrderView) => void;
}

export function SavedViews({ current, onApply }: SavedViewsProps) {
  const text = useText();
  const views = ordersApi.usePartOrderViewsQuery().data ?? [];
  const [save, saving] = ordersApi.useSavePartOrderViewsMutation();
  const [confirm, confirmDialog] = useConfirm();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();

  const store = async (next: PartOrderView[]) => {
    setProblem(undefined);
    const result = await save(next);
    if ('error' in result) {
      setProblem(errorMessage(result.error));
      return false;
    }
    return true;
  };
  const saveCurrent = async (event: FormEvent) => {
    event.preventDefault();
    const label = name.trim();
    if (!label) return setProblem(text('views.nameRequired'));
    if (views.some((view) => view.label.toLowerCase() === label.toLowerCase())) return setProblem(text('views.nameTaken'));
    if (await store([...views, { label, stage: current.stage, filter: current.filter as PartOrderView['filter'] }])) setName('');
  };
  const remove = async (view: PartOrderView) => {
    const ok = await confirm({
      title: text('views.deleteTitle'),
      text: text('views.deleteMessage', { name: view.label }),
      confirmText: text('views.delete'),
      danger: true,
    });
    if (ok) await store(views.filter((other) => other !== view));
  };

  return (
    <>
      <Popover
        label={text('views.title')}
        align="end"
        open={open}
        onOpenChange={setOpen}
        trigger={<Button variant="secondary">{text('views.title')}</Button>}
      >
        <Content>
          {views.length === 0 ? (
            <Muted>{text('views.none')}</Muted>
          ) : (
            <ul aria-label={text('views.saved')}>
              {views.map((view) => (
                <li key={view.label}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      onApply(view);
                      setOpen(false);
                    }}
                  >
                    {view.label}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={text('views.deleteNamed', { name: view.label })}
                    disabled={saving.isLoading}
                    onClick={() => void remove(view)}
                  >
                    <CloseIcon />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form aria-label={text('views.saveCurrent')} onSubmit={(event) => void saveCurrent(event)}>
            <TextField
              label={text('views.name')}
              size="sm"
              value={name}
              error={problem}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={saving.isLoading}>
              {text('views.saveCurrent')}
            </Button>
          </form>
        </Content>
      </Popover>
      {confirmDialog}
    </>
  );
}

const Content = styled.div`
  display: grid;
  gap: ${space(3)};
  padding: ${space(2)};
  min-width: 16rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space(1)};
  }
  li {
    display: flex;
    gap: ${space(1)};
    justify-content: space-between;
  }
  form {
    display: grid;
    gap: ${space(2)};
  }
`;
