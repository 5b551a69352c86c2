/**
 * The foot of a settings form: Save, and Discard, which puts the saved values back. Both wait
 * until something changed and while it saves; while changes are unsaved, leaving or reloading
 * the page asks first.
 */
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button, Toolbar, UnsavedChangesGuard } from '../ui';
import { useKitText } from '../ui/use-kit-text';

export interface SaveBarProps {
  /** The save button's words where 'Save' says too little ('Save login page'). */
  saveLabel?: ReactNode;
  /** Without a discard button (a form whose saved values are not its starting ones). */
  noDiscard?: boolean;
}

export function SaveBar({ saveLabel, noDiscard = false }: SaveBarProps) {
  const text = useKitText();
  const { dirty, isSubmitting, resetForm } = useFormikContext();
  return (
    <Toolbar>
      <Button type="submit" disabled={!dirty || isSubmitting}>
        {saveLabel ?? text('form.save')}
      </Button>
      {!noDiscard && (
        <Button type="button" variant="secondary" disabled={!dirty || isSubmitting} onClick={() => resetForm()}>
          {text('form.discard')}
        </Button>
      )}
      <UnsavedChangesGuard when={dirty && !isSubmitting} />
    </Toolbar>
  );
}
