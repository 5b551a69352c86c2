/**
 * An electronic signature, asked for in a modal dialog on Radix Dialog: it says what is being
 * signed, asks for the signer's password again and what the signature means, and signs with
 * `onSign`. A refusal the caller answers ('The password is not correct') shows in the dialog,
 * which stays open with the password cleared for another try; once signed, it closes. Focus
 * starts on the password and goes back where it was when the dialog closes.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { FormFailure } from './form-failure';
import { Toolbar } from './page-layout';
import { usePortalContainer } from './portal-container';
import { SelectField, type SelectOption } from './select-field';
import { TextField } from './text-field';
import { colors, fontFamily, radius, shadow, space } from './tokens';
import { useKitText } from './use-kit-text';

/** What a signer gives: the password again, and what the signature means (one of the caller's meanings). */
export interface Signing {
  password: string;
  meaning: string;
}

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
  const [password, setPassword] = useState('');
  const [meaning, setMeaning] = useState(meanings.length === 1 ? String(meanings[0]!.value) : '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const passwordError = tried && !password ? text('ui.signature.passwordRequired') : undefined;
  const meaningError = tried && !meaning ? text('ui.signature.meaningRequired') : undefined;

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!password || !meaning || busy) return;
    setBusy(true);
    setRefusal(undefined);
    const refused = await onSign({ password, meaning });
    setBusy(false);
    if (!refused) return onClose();
    setRefusal(refused);
    setPassword('');
    setTried(false);
    passwordRef.current?.focus();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal container={container}>
        <Overlay />
        <Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Title>{title ?? text('ui.signature.title')}</Title>
          <Description>{statement}</Description>
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
            <Buttons>
              <Button variant="secondary" disabled={busy} onClick={onClose}>
                {text('ui.signature.cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? text('ui.signature.signing') : text('ui.signature.sign')}
              </Button>
            </Buttons>
          </Form>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1200;
  background: rgba(28, 36, 48, 0.45);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 1201;
  box-sizing: border-box;
  width: min(calc(100vw - ${space(4)}), ${space(120)});
  max-height: calc(100vh - ${space(4)});
  overflow: auto;
  padding: ${space(6)};
  transform: translate(-50%, -50%);
  font-family: ${fontFamily};
  color: ${colors.text};
  background: ${colors.surface};
  border-radius: ${radius};
  box-shadow: ${shadow};
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 ${space(2)};
  font-size: 1.25rem;
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 ${space(4)};
  overflow-wrap: anywhere;
`;

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
