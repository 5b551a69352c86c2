/**
 * The foot of a form. A settings form's `SaveBar`: Save, and Discard, which puts the saved values
 * back; both wait until something changed and while it saves, and while changes are unsaved,
 * leaving or reloading the page asks first. Any other form's `FormButtons`: its submit button,
 * which waits while the form is sent, and Cancel where the form can be put away.
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

export interface FormButtonsProps {
  /** The submit button's words: what the form does ('Send the invitation'). */
  submit: ReactNode;
  /** Cancel's words and what it does (closes the form), where the form has one. */
  cancel?: { text: ReactNode; onClick: () => void };
}

export function FormButtons({ submit, cancel }: FormButtonsProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Toolbar>
      <Button type="submit" disabled={isSubmitting}>
        {submit}
      </Button>
      {cancel && (
        <Button type="button" variant="secondary" onClick={cancel.onClick}>
          {cancel.text}
        </Button>
      )}
    </Toolbar>
  );
}
