/**
 * Finishing a lot in progress: a dialog that asks how many pieces are finished (all, unless said
 * otherwise), of them how many failed at an inspect step, and the step's questions. The pieces
 * then wait at the next step, or are done after the last. The host hears of the move, and so of a
 * part NCR a value outside its limits raised.
 */
import { Formik } from 'formik';
import { useMemo } from 'react';
import { usePopoverCall } from 'shared/api';
import { FormButtons, FormNumberField } from 'shared/forms';
import { Button, FormFailure, Muted, Popover, useToast } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { WorkplanLot } from './api';
import { finishBody, finishSchema, finishValues, type FinishValues } from './finish-values';
import { QuestionFields } from './question-fields';
import { Question } from './quantity-action';
import { useLotWords } from './use-lot-words';

interface FinishLotProps {
  lot: WorkplanLot;
  /** The lot finished, and the NCR its measured values raised (null for none). */
  onFinished: (ncrId: number | null) => void;
}

export function FinishLot({ lot, onFinished }: FinishLotProps) {
  const text = useText();
  const words = useLotWords();
  const toast = useToast();
  const [finish] = productionApi.useFinishWorkplanLotMutation();
  const { failure, run, open, openOrClose } = usePopoverCall();
  const validationSchema = useMemo(() => finishSchema(lot, text), [lot, text]);
  const initialValues = useMemo(() => finishValues(lot), [lot]);
  const title = text('workCenter.finishTitle', { number: lot.number });

  const submit = async (values: FinishValues) => {
    let ncrId: number | null = null;
    const done = await run(async () => {
      ncrId = (await finish({ id: lot.id, body: finishBody(lot, values) }).unwrap()).ncrId;
    });
    if (!done) return;
    openOrClose(false);
    toast.success(text('workCenter.finished', { number: lot.number, count: values.quantity ?? 0 }));
    onFinished(ncrId);
  };

  return (
    <Popover
      label={title}
      open={open}
      onOpenChange={openOrClose}
      align="start"
      trigger={<Button>{text('workCenter.finish')}</Button>}
    >
      <Formik<FinishValues> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
        <Question noValidate aria-label={title}>
          <strong>{title}</strong>
          <Muted>{text('workCenter.finishHint', { step: words.step(lot), part: words.part(lot) })}</Muted>
          <FormFailure message={failure} />
          <FormNumberField
            name="quantity"
            label={text('workCenter.piecesToFinish', { count: lot.quantity })}
            min={1}
            max={lot.quantity}
          />
          {lot.step.kind === 'INSPECT' && (
            <FormNumberField name="failed" label={text('workCenter.failedPieces')} min={0} max={lot.quantity} />
          )}
          <QuestionFields questions={lot.step.questions} />
          <FormButtons
            submit={text('workCenter.finishSubmit')}
            cancel={{ text: text('workCenter.cancel'), onClick: () => openOrClose(false) }}
          />
        </Question>
      </Formik>
    </Popover>
  );
}
