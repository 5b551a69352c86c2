/**
 * The goods-in check's release of a lot in quarantine, signed in the kit's signature dialog with
 * the password (or a passkey) and the signature's meaning, one of the facility's meanings (the lot says which).
 * A lot without its certificate of analysis is not released: the section says to attach it first.
 * A refused signature shows in the dialog, which stays open for another try; any other refusal
 * (the lot moved meanwhile) beside the button, the dialog closed.
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { meaningTextId, QUALITY_TEXTS } from 'shared/orders';
import { Button, FormFailure, Muted, SignatureDialog, Toolbar, useToast, type Signing } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Lot } from './api';
import { refusesSignature } from './lot-values';
import { useLotFormat } from './use-lot-format';

export function ReleaseLot({ lot }: { lot: Lot }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const format = useLotFormat();
  const toast = useToast();
  const [release] = productionApi.useReleaseLotMutation();
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (!lot.certificate) return <Muted role="note">{text('lots.releaseNeedsCertificate')}</Muted>;

  const sign = async (signature: Signing) => {
    setFailure(undefined);
    const result = await release({ id: lot.id, signature });
    if (!('error' in result)) {
      toast.success(text('lots.released', { number: lot.number }));
      return undefined;
    }
    if (refusesSignature(result.error)) return errorMessage(result.error);
    // Not the signature's fault: the dialog closes and the section says what is wrong.
    setFailure(errorMessage(result.error));
    return undefined;
  };

  return (
    <>
      <Muted>{text('lots.releaseHint')}</Muted>
      <FormFailure message={failure} />
      <Toolbar>
        <Button onClick={() => setSigning(true)}>{text('lots.release')}</Button>
      </Toolbar>
      {signing && (
        <SignatureDialog
          title={text('lots.releaseTitle', { number: lot.number })}
          statement={text('lots.releaseStatement', {
            number: lot.number,
            material: lot.material.name,
            supplier: lot.supplier.name,
            supplierLot: lot.supplierLotNumber,
            mass: format.mass(lot.massMg),
          })}
          meanings={lot.signatureMeanings.map((meaning) => {
            const id = meaningTextId(meaning);
            return { value: meaning, label: id ? quality(id) : meaning };
          })}
          onSign={sign}
          onClose={() => setSigning(false)}
        />
      )}
    </>
  );
}
