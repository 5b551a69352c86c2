/**
 * An electronic signature, asked for in a modal dialog on Radix Dialog: it says what is being
 * signed, asks for the signer's password again and what the signature means, and signs with
 * `onSign`. Where the signer has a passkey (and the browser can use it), 'Sign with a passkey'
 * signs instead of the password: a challenge from the server, signed by their authenticator. A
 * refusal the caller answers ('The password is not correct') shows in the dialog, which stays
 * open with the password cleared for another try; once signed, it closes. Focus starts on the
 * password and goes back where it was when the dialog closes.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PasskeyAnswer } from '../auth/passkeys';
import { Button } from './button';
import { DialogContent, DialogDescription, DialogOverlay, DialogTitle } from './dialog-frame';
import { FormFailure } from './form-failure';
import { Toolbar } from './page-layout';
import { usePortalContainer } from './portal-container';
import { SelectField, type SelectOption } from './select-field';
import { TextField } from './text-field';
import { colors, space } from './tokens';
import { useKitText } from './use-kit-text';
import { usePasskeySigning } from './use-passkey-signing';

/**
 * What a signer gives: what the signature means (one of the caller's meanings), and the proof of
 * who they are: their password again, or their passkey's answer to a challenge for this signature.
 */
export type Signing = { meaning: string } & (
  { password: string; passkey?: undefined } | { passkey: PasskeyAnswer; password?: undefined }
);

export interface SignatureDialogProps {
  /** The dialog's heading, where 'Sign electronically' says too little ('Sign the decision'). */
  title?: ReactNode;
  /** What is being signed, as the signer reads it before signing. */
  statement: ReactNode;
  /** The meanings a signature may have here, each in the reader's words. */
  meanings: SelectOption[];
  /** Signs; answers the refusal to show (the server's message), or nothing once signed. */
  onSign: (signing: Signing) => Promise<string | undefined>;
  /** Closes the dialog: after a signature, or when the signer cancels. */
  onClose: () => void;
}

export function SignatureDialog({ title, statement, meanings, onSign, onClose }: SignatureDialogProps) {
  const text = useKitText();
  const container = usePortalContainer();
  // Radix returns focus only to its own Trigger; this dialog is opened from the caller's buttons.
  const returnFocus = useRef<HTMLElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const passkeyRef = useRef<HTMLButtonElement | null>(null);
  const passkey = usePasskeySigning();
  const [password, setPassword] = useState('');
  const [meaning, setMeaning] = useState(meanings.length === 1 ? String(meanings[0]!.value) : '');
  // How the signer last tried to sign: a missing password is said only for the password.
  const [tried, setTried] = useState<'password' | 'passkey'>();
  const [busy, setBusy] = useState<'password' | 'passkey'>();
  const [refusal, setRefusal] = useState<string>();

  const passwordError = tried === 'password' && !password ? text('ui.signature.passwordRequired') : undefined;
  const meaningError = tried && !meaning ? text('ui.signature.meaningRequired') : undefined;

  /** Signs with what `prove` gives; a refusal stays in the dialog, and `retry` is where the signer goes next. */
  const signWith = async (via: 'password' | 'passkey', prove: () => Promise<Signing | string>, retry: () => void) => {
    setBusy(via);
    setRefusal(undefined);
    const proof = await prove();
    const refused = typeof proof === 'string' ? proof : await onSign(proof);
    setBusy(undefined);
    if (!refused) return onClose();
    setRefusal(refused);
    setTried(undefined);
    retry();
  };

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    setTried('password');
    if (!password || !meaning || busy) return;
    await signWith(
      'password',
      async () => ({ password, meaning }),
      () => {
        setPassword('');
        passwordRef.current?.focus();
      },
    );
  };

  const signWithPasskey = async () => {
    setTried('passkey');
    if (!meaning || busy) return;
    await signWith(
      'passkey',
      async () => {
        const answer = await passkey.answer();
        return 'refusal' in answer ? answer.refusal : { passkey: answer.passkey, meaning };
      },
      () => passkeyRef.current?.focus(),
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal container={container}>
        <DialogOverlay />
        <DialogContent
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <DialogTitle>{title ?? text('ui.signature.title')}</DialogTitle>
          <DialogDescription>{statement}</DialogDescription>
          <Form noValidate onSubmit={(event) => void sign(event)}>
            <FormFailure message={refusal} />
            <TextField
              ref={passwordRef}
              label={text('ui.signature.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              error={passwordError}
              onChange={(event) => setPassword(event.target.value)}
            />
            <SelectField
              label={text('ui.signature.meaning')}
              placeholder={meanings.length === 1 ? undefined : text('ui.signature.chooseMeaning')}
              value={meaning}
              options={meanings}
              error={meaningError}
              onChange={setMeaning}
            />
            <Hint>{text('ui.signature.hint')}</Hint>
            {passkey.offered && <Hint>{text('ui.signature.passkeyHint')}</Hint>}
            <Buttons>
              <Button variant="secondary" disabled={Boolean(busy)} onClick={onClose}>
                {text('ui.signature.cancel')}
              </Button>
              {passkey.offered && (
                <Button ref={passkeyRef} variant="secondary" disabled={Boolean(busy)} onClick={() => void signWithPasskey()}>
                  {busy === 'passkey' ? text('ui.signature.waitingForPasskey') : text('ui.signature.withPasskey')}
                </Button>
              )}
              <Button type="submit" disabled={Boolean(busy)}>
                {busy === 'password' ? text('ui.signature.signing') : text('ui.signature.sign')}
              </Button>
            </Buttons>
          </Form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space(3)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 0.875rem;
`;

const Buttons = styled(Toolbar)`
  justify-content: flex-end;
  margin-top: ${space(2)};
`;
