/**
 * The material review board's decision on a part NCR: how many of the pieces still to decide go
 * to each disposition the facility offers (the sum must be every one of them, which the form says
 * as the quantities change), and a note; then signed in the signature dialog with the password
 * and the signature's meaning. A refused signature shows in the dialog; any other refusal at the form.
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { FormButtons, FormNumberField, FormTextarea } from 'shared/forms';
import { meaningTextId, QUALITY_TEXTS } from 'shared/orders';
import { FormFailure, FormGrid, Muted, Section, SignatureDialog, useToast, type Signing } from 'shared/ui';
import { qualityApi, type Ncr, type QualitySettings } from '../api';
import { useText } from '../texts';
import { decisionLines, piecesOf, splitState, type Quantities } from './decision-lines';
import { refusedField, refusesSignature } from '../server-refusal';

interface DecisionValues {
  quantities: Quantities;
  note: string;
}

const EMPTY: DecisionValues = { quantities: {}, note: '' };

export function DecisionForm({ ncr, settings }: { ncr: Ncr; settings: QualitySettings }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const intl = useIntl();
  const toast = useToast();
  const [dispose] = qualityApi.useDisposeNcrMutation();
  const [failure, setFailure] = useState<string>();
  const [signing, setSigning] = useState<{ values: DecisionValues; helpers: FormikHelpers<DecisionValues> } | null>(null);
  const offered = settings.dispositions;

  // Async, so that formik ends its submitting as soon as the quantities are checked and the dialog opens.
  const submit = async (values: DecisionValues, helpers: FormikHelpers<DecisionValues>) => {
    setFailure(undefined);
    const quantities = Object.values(values.quantities).filter((quantity) => quantity !== null && quantity !== undefined);
    if (quantities.some((quantity) => !Number.isInteger(quantity) || quantity < 0))
      return setFailure(text('decision.wholePieces'));
    const decided = piecesOf(decisionLines(offered, values.quantities));
    if (splitState(decided, ncr.undecided) !== 'EXACT') return setFailure(text('decision.mustAddUp', { count: ncr.undecided }));
    setSigning({ values, helpers });
  };

  const sign = async ({ values, helpers }: NonNullable<typeof signing>, signature: Signing) => {
    const note = values.note.trim();
    const result = await dispose({
      id: ncr.id,
      decision: { lines: decisionLines(offered, values.quantities), ...(note ? { note } : {}), signature },
    });
    if (!('error' in result)) {
      helpers.resetForm();
      toast.success(text('decision.recorded', { number: ncr.number }));
      return undefined;
    }
    if (refusesSignature(result.error)) return errorMessage(result.error);
    // Not the signature's fault: the dialog closes and the form says what is wrong.
    if (refusedField(result.error) === 'body.note') helpers.setFieldError('note', errorMessage(result.error));
    else setFailure(errorMessage(result.error));
    return undefined;
  };

  const statement = (values: DecisionValues) =>
    text('decision.statement', {
      number: ncr.number,
      lines: decisionLines(offered, values.quantities)
        .map((line) =>
          text('decisions.line', {
            count: intl.formatNumber(line.quantity),
            disposition: quality(`quality.disposition.${line.disposition}`),
          }),
        )
        .join(', '),
    });

  return (
    <Section title={text('decision.title')}>
      <Muted>{text('decision.intro', { count: intl.formatNumber(ncr.undecided) })}</Muted>
      <Formik<DecisionValues> initialValues={EMPTY} onSubmit={submit}>
        <Form noValidate aria-label={text('decision.title')}>
          <FormFailure message={failure} />
          <FormGrid>
            {offered.map((disposition) => (
              <FormNumberField
                key={disposition}
                name={`quantities.${disposition}`}
                label={quality(`quality.disposition.${disposition}`)}
                min={0}
                max={ncr.undecided}
                step={1}
              />
            ))}
          </FormGrid>
          <SplitStatus offered={offered} undecided={ncr.undecided} />
          <FormTextarea name="note" label={text('decision.note')} rows={3} />
          <FormButtons submit={text('decision.submit')} />
        </Form>
      </Formik>
      {signing && (
        <SignatureDialog
          title={text('decision.signTitle')}
          statement={statement(signing.values)}
          meanings={settings.signatureMeanings.map((meaning) => {
            const id = meaningTextId(meaning);
            return { value: meaning, label: id ? quality(id) : meaning };
          })}
          onSign={(signature) => sign(signing, signature)}
          onClose={() => setSigning(null)}
        />
      )}
    </Section>
  );
}

/** How many pieces the quantities decide against those to decide, read out as they change. */
function SplitStatus({ offered, undecided }: { offered: QualitySettings['dispositions']; undecided: number }) {
  const text = useText();
  const intl = useIntl();
  const { values } = useFormikContext<DecisionValues>();
  const decided = piecesOf(decisionLines(offered, values.quantities));
  const state = splitState(decided, undecided);
  const counts = {
    decided: intl.formatNumber(decided),
    undecided: intl.formatNumber(undecided),
    left: intl.formatNumber(Math.abs(undecided - decided)),
  };
  return (
    <p role="status" aria-live="polite">
      {text(`decision.split.${state}`, counts)}
    </p>
  );
}
