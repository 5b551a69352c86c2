/**
 * Starting or splitting a lot: a button that asks how many pieces in a small dialog. Start offers
 * all of the lot's pieces (those left wait as a lot of their own); Split asks how many go off into
 * a new lot, fewer than the lot holds. The server's refusal shows in the dialog.
 */
import { Formik } from 'formik';
import { useMemo } from 'react';
import { usePopoverCall } from 'shared/api';
import { FormButtons, FormFields, FormNumberField } from 'shared/forms';
import { Button, FormFailure, Popover, space, useToast } from 'shared/ui';
import styled from 'styled-components';
import * as yup from 'yup';
import { productionApi } from '../api';
import { useText, type Text } from '../texts';
import type { WorkplanLot } from './api';

type QuantityActionKind = 'start' | 'split';

/** The most pieces the action takes: all of them to start, all but one to split off. */
const mostOf = (kind: QuantityActionKind, lot: WorkplanLot) => (kind === 'start' ? lot.quantity : lot.quantity - 1);

const schema = (text: Text, max: number) => {
  const range = text('workCenter.quantityRange', { max });
  return yup.object({
    quantity: yup.number().nullable().required(text('workCenter.quantityRequired')).integer(range).min(1, range).max(max, range),
  });
};

export function QuantityAction({ kind, lot }: { kind: QuantityActionKind; lot: WorkplanLot }) {
  const text = useText();
  const toast = useToast();
  const [start] = productionApi.useStartWorkplanLotMutation();
  const [split] = productionApi.useSplitWorkplanLotMutation();
  const { failure, run, open, openOrClose } = usePopoverCall();
  const max = mostOf(kind, lot);
  const validationSchema = useMemo(() => schema(text, max), [text, max]);
  const title = text(kind === 'start' ? 'workCenter.startTitle' : 'workCenter.splitTitle', { number: lot.number });

  return (
    <Popover
      label={title}
      open={open}
      onOpenChange={openOrClose}
      align="start"
      trigger={
        <Button variant={kind === 'start' ? 'primary' : 'secondary'}>
          {text(kind === 'start' ? 'workCenter.start' : 'workCenter.split')}
        </Button>
      }
    >
      <Formik<{ quantity: number | null }>
        initialValues={{ quantity: kind === 'start' ? lot.quantity : null }}
        validationSchema={validationSchema}
        onSubmit={async ({ quantity }) => {
          const args = { id: lot.id, quantity: quantity ?? 0 };
          const done = await run(() => (kind === 'start' ? start(args) : split(args)).unwrap());
          if (!done) return;
          openOrClose(false);
          toast.success(
            text(kind === 'start' ? 'workCenter.started' : 'workCenter.splitOff', { number: lot.number, count: args.quantity }),
          );
        }}
      >
        <Question noValidate aria-label={title}>
          <strong>{title}</strong>
          <FormFailure message={failure} />
          <FormNumberField
            name="quantity"
            label={text(kind === 'start' ? 'workCenter.piecesToStart' : 'workCenter.piecesToSplit', { count: lot.quantity })}
            min={1}
            max={max}
          />
          <FormButtons
            submit={text(kind === 'start' ? 'workCenter.startSubmit' : 'workCenter.splitSubmit')}
            cancel={{ text: text('workCenter.cancel'), onClick: () => openOrClose(false) }}
          />
        </Question>
      </Formik>
    </Popover>
  );
}

/** A dialog's form: fields one under another, no wider than a phone. */
export const Question = styled(FormFields)`
  width: min(26rem, calc(100vw - ${space(8)}));
`;
