/**
 * A quality manager's override of the start gate: why the job may start on the batch its machine
 * holds although the batch breaks the material's rules, signed in the kit's signature dialog with
 * the password (or a passkey) and one of the facility's meanings, and kept on the job's record.
 * Only people who may edit the quality settings see it (the server refuses anyone else). A refused
 * signature shows in the dialog, which stays open for another try; any other refusal (the job
 * started, or the batch changed, meanwhile) beside the button, the dialog closed.
 */
import { useId, useState } from 'react';
import { errorMessage } from 'shared/api';
import { useHasPermission } from 'shared/auth';
import { useTexts } from 'shared/i18n';
import { meaningTextId, QUALITY_TEXTS } from 'shared/orders';
import { Button, FormFailure, Muted, SignatureDialog, Textarea, Toolbar, useToast, type Signing } from 'shared/ui';
import { productionApi } from '../api';
import { refusesSignature } from '../material-lots/lot-values';
import { useText } from '../texts';

/** The longest reason the server keeps. */
const REASON_MAX = 2000;

export interface OverrideStartProps {
  jobId: number;
  /** The batch on the machine, which the override lets the job start on. */
  batch: { id: number; number: string };
  /** The rules it breaks, as the server words them. */
  rules: string[];
  /** The facility's signature meanings. */
  meanings: string[];
}

export function OverrideStart({ jobId, batch, rules, meanings }: OverrideStartProps) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const toast = useToast();
  const headingId = useId();
  const mayOverride = useHasPermission('QMS_SETTINGS_EDITOR');
  const [override] = productionApi.useOverrideStartGateMutation();
  const [reason, setReason] = useState('');
  const [asked, setAsked] = useState(false);
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (!mayOverride) return null;
  const why = reason.trim();

  const sign = async (signature: Signing) => {
    setFailure(undefined);
    const result = await override({ id: jobId, reason: why, signature });
    if (!('error' in result)) {
      toast.success(text('jobPowder.overrideSigned', { id: jobId, number: batch.number }));
      setReason('');
      setAsked(false);
      return undefined;
    }
    if (refusesSignature(result.error)) return errorMessage(result.error);
    // Not the signature's fault: the dialog closes and the section says what is wrong.
    setFailure(errorMessage(result.error));
    return undefined;
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{text('jobPowder.overrideTitle')}</h3>
      <Muted>{text('jobPowder.overrideHint', { number: batch.number })}</Muted>
      <FormFailure message={failure} />
      <Textarea
        label={text('jobPowder.reason')}
        rows={3}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={asked && !why ? text('jobPowder.reasonRequired') : undefined}
      />
      <Toolbar>
        <Button
          onClick={() => {
            setAsked(true);
            if (why) setSigning(true);
          }}
        >
          {text('jobPowder.sign')}
        </Button>
      </Toolbar>
      {signing && (
        <SignatureDialog
          title={text('jobPowder.signTitle', { id: jobId, number: batch.number })}
          statement={text('jobPowder.signStatement', { id: jobId, number: batch.number, rules: rules.join('; '), reason: why })}
          meanings={meanings.map((meaning) => {
            const id = meaningTextId(meaning);
            return { value: meaning, label: id ? quality(id) : meaning };
          })}
          onSign={sign}
          onClose={() => setSigning(false)}
        />
      )}
    </section>
  );
}
