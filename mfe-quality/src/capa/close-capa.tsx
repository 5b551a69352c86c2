/**
 * Closing a CAPA once its check is recorded as effective, signed in the signature dialog with the
 * password and the signature's meaning (the facility's list). A refused signature shows in the
 * dialog, which stays open for another try; any other refusal (the check not effective, a role
 * that may not sign) beside the button, the dialog closed.
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { meaningTextId, QUALITY_TEXTS } from 'shared/orders';
import { Button, FormFailure, Loaded, Muted, Section, SignatureDialog, Toolbar, useToast, type Signing } from 'shared/ui';
import { qualityApi, type Capa } from '../api';
import { refusesSignature } from '../server-refusal';
import { useText } from '../texts';

export function CloseCapa({ capa }: { capa: Capa }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const toast = useToast();
  const settings = qualityApi.useQualitySettingsQuery();
  const [close] = qualityApi.useCloseCapaMutation();
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string>();

  const sign = async (signature: Signing) => {
    setFailure(undefined);
    const result = await close({ id: capa.id, signature });
    if (!('error' in result)) {
      toast.success(text('closeCapa.closed', { number: capa.number }));
      return undefined;
    }
    if (refusesSignature(result.error)) return errorMessage(result.error);
    // Not the signature's fault: the dialog closes and the section says what is wrong.
    setFailure(errorMessage(result.error));
    return undefined;
  };

  return (
    <Section title={text('closeCapa.title')}>
      <Muted>{text('closeCapa.hint')}</Muted>
      <FormFailure message={failure} />
      <Loaded query={settings} failedTitle={text('capa.settingsFailed')}>
        {(loaded) => (
          <>
            <Toolbar>
              <Button onClick={() => setSigning(true)}>{text('closeCapa.sign')}</Button>
            </Toolbar>
            {signing && (
              <SignatureDialog
                title={text('closeCapa.signTitle')}
                statement={text('closeCapa.statement', { number: capa.number, title: capa.title })}
                meanings={loaded.signatureMeanings.map((meaning) => {
                  const id = meaningTextId(meaning);
                  return { value: meaning, label: id ? quality(id) : meaning };
                })}
                onSign={sign}
                onClose={() => setSigning(false)}
              />
            )}
          </>
        )}
      </Loaded>
    </Section>
  );
}
