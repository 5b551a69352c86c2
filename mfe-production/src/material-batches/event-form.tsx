/**
 * A short record made from a page — an event on a batch (sieve, load, unload, scrap), a build
 * planned from the parts ticked: a button opens a dialog that says what it does, asks for its
 * few fields, and sends them only on its own button; the server's refusal (the masses do not
 * balance, naming them; a batch that no longer holds what was typed) shows in the dialog, which
 * stays open to correct it.
 */
import { Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { usePopoverCall } from 'shared/api';
import { Button, FormFailure, Muted, Popover, space, Toolbar } from 'shared/ui';
import styled from 'styled-components';
import { FormFields } from 'shared/forms';
import type { AnyObjectSchema } from 'yup';
import { useText } from '../texts';

interface EventFormProps<V extends FormikValues> {
  /** The button that opens it ('Sieve…'). */
  trigger: string;
  /** The dialog's heading and name ('Sieve B-00012'). */
  title: string;
  hint: ReactNode;
  submit: string;
  /** A destructive event's buttons are red. */
  danger?: boolean;
  /** The button cannot open it yet (nothing chosen to record). */
  disabled?: boolean;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** Records the event; throws the server's refusal. */
  send: (values: V) => Promise<unknown>;
  /** The fields, drawn with the form's values. */
  children: (values: V) => ReactNode;
}

export function EventForm<V extends FormikValues>(props: EventFormProps<V>) {
  const {
    trigger,
    title,
    hint,
    submit,
    danger = false,
    disabled = false,
    initialValues,
    validationSchema,
    send,
    children,
  } = props;
  const text = useText();
  const { failure, run, open, openOrClose } = usePopoverCall();
  return (
    <Popover
      label={title}
      open={open}
      onOpenChange={openOrClose}
      trigger={
        <Button variant={danger ? 'danger' : 'secondary'} disabled={disabled}>
          {trigger}
        </Button>
      }
    >
      <Formik<V>
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values) => {
          if (await run(() => send(values))) openOrClose(false);
        }}
      >
        {({ values, isSubmitting }) => (
          <Fields noValidate aria-label={title}>
            <strong>{title}</strong>
            <Muted>{hint}</Muted>
            <FormFailure message={failure} />
            {children(values)}
            <Toolbar>
              <Button variant="secondary" onClick={() => openOrClose(false)}>
                {text('batches.cancel')}
              </Button>
              <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={isSubmitting}>
                {submit}
              </Button>
            </Toolbar>
          </Fields>
        )}
      </Formik>
    </Popover>
  );
}

const Fields = styled(FormFields)`
  width: min(28rem, calc(100vw - ${space(8)}));
`;
