/**
 * A user's saved views of a list: what is on screen (filters, a stage) kept under a name of the
 * user's, chosen again with one click. Names are needed and unique whatever their case; deleting
 * one asks first. The caller keeps the list where it belongs (a user preference) and words it in
 * its own terms: a view of the orders, a filter of the scheduler.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { useConfirm } from './confirm-dialog';
import { CloseIcon } from './icons';
import { Muted, PlainList } from './page-layout';
import { Popover } from './popover';
import { TextField } from './text-field';
import { useToast } from './toast';
import { space } from './tokens';

/** The texts the caller words: `deleteNamed`, `deleteMessage` and `kept` get the view's {{name}}. */
export type SavedViewsText =
  | 'saved'
  | 'none'
  | 'name'
  | 'save'
  | 'kept'
  | 'nameRequired'
  | 'nameTaken'
  | 'deleteNamed'
  | 'deleteTitle'
  | 'deleteMessage'
  | 'delete';

export interface SavedView {
  label: string;
}

export interface SavedViewsProps<V extends SavedView> {
  /** The saved views; undefined until they are known, and nothing is saved before, because a save replaces the list. */
  views: readonly V[] | undefined;
  /** What is on screen now, under a name. */
  current: (label: string) => V;
  onApply: (view: V) => void;
  /** Keeps the whole new list; answers the server's refusal, or nothing when it went through. */
  store: (next: V[]) => Promise<string | undefined>;
  text: (key: SavedViewsText, values?: { name: string }) => string;
  /** Puts the views behind a button of this label, closed again when one is chosen; inline otherwise. */
  behind?: string;
}

export function SavedViews<V extends SavedView>({ views, current, onApply, store, text, behind }: SavedViewsProps<V>) {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const keep = async (next: V[]) => {
    setBusy(true);
    const refusal = await store(next);
    setBusy(false);
    setProblem(refusal);
    return !refusal;
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!views) return;
    const label = name.trim();
    if (!label) return setProblem(text('nameRequired'));
    if (views.some((view) => view.label.trim().toLowerCase() === label.toLowerCase())) return setProblem(text('nameTaken'));
    if (await keep([...views, current(label)])) {
      setName('');
      toast.success(text('kept', { name: label }));
    }
  };
  const remove = async (view: V) => {
    const sure = await confirm({
      title: text('deleteTitle'),
      text: text('deleteMessage', { name: view.label }),
      confirmText: text('delete'),
      danger: true,
    });
    if (sure && views) await keep(views.filter((other) => other !== view));
  };

  const apply = (view: V) => {
    onApply(view);
    setOpen(false);
  };
  const content = (
    <Content $padded={Boolean(behind)}>
      {views?.length ? (
        <PlainList $row aria-label={text('saved')}>
          {views.map((view) => (
            <li key={view.label}>
              <Button variant="secondary" size="sm" onClick={() => apply(view)}>
                {view.label}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={text('deleteNamed', { name: view.label })}
                disabled={busy}
                onClick={() => void remove(view)}
              >
                <CloseIcon />
              </Button>
            </li>
          ))}
        </PlainList>
      ) : (
        <Muted>{text('none')}</Muted>
      )}
      <form aria-label={text('save')} onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={text('name')}
          size="sm"
          value={name}
          error={problem}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={busy || !views}>
          {text('save')}
        </Button>
      </form>
    </Content>
  );
  // The question before a delete stands outside the popover: moving the focus into it closes the popover.
  return (
    <>
      {behind ? (
        <Popover
          label={behind}
          align="end"
          open={open}
          onOpenChange={setOpen}
          trigger={<Button variant="secondary">{behind}</Button>}
        >
          {content}
        </Popover>
      ) : (
        content
      )}
      {confirmDialog}
    </>
  );
}

const Content = styled.div<{ $padded: boolean }>`
  display: grid;
  gap: ${space(3)};
  padding: ${({ $padded }) => ($padded ? space(2) : 0)};
  min-width: min(16rem, 100%);
  li {
    display: flex;
    gap: ${space(1)};
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${space(2)};
  }
`;
