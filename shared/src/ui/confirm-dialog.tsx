/**
 * Confirmation dialog on Radix AlertDialog: buttons default to Yes and No, focus
 * starts on No and goes back to where it was when the dialog closes. Escape answers No.
 * useConfirm() offers the same as an awaitable question.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { useKitText } from './use-kit-text';
import { colors, fontFamily, radius, shadow, space } from './tokens';
import { usePortalContainer } from './portal-container';

export interface ConfirmOptions {
  title: ReactNode;
  text?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, text, confirmText, cancelText, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const container = usePortalContainer();
  const kitText = useKitText();
  // Radix returns focus only to its own Trigger; this dialog is opened from code, so it
  // remembers the focused element itself.
  const returnFocus = useRef<HTMLElement | null>(null);

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal container={container}>
        <Overlay />
        <Content
          // Without a text nothing describes the dialog; saying so silences Radix's warning.
          {...(text ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Title>{title}</Title>
          {text && <Description>{text}</Description>}
          <Buttons>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelText ?? kitText('common.no')}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes through onOpenChange, which means No here. */}
            <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
              {confirmText ?? kitText('common.yes')}
            </Button>
          </Buttons>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * `const [confirm, confirmDialog] = useConfirm();` — render confirmDialog, then
 * `if (await confirm({ title: … })) …`. Asking again before an answer answers the first with false.
 */
export function useConfirm(): [confirm: (options: ConfirmOptions) => Promise<boolean>, dialog: ReactNode] {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolveRef.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const settle = (confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setOptions(null);
  };

  const dialog = options && <ConfirmDialog {...options} open onConfirm={() => settle(true)} onCancel={() => settle(false)} />;
  return [confirm, dialog];
}

const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1200;
  background: rgba(28, 36, 48, 0.45);
`;

const Content = styled(AlertDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 1201;
  width: min(90vw, ${space(112)});
  padding: ${space(6)};
  transform: translate(-50%, -50%);
  font-family: ${fontFamily};
  color: ${colors.text};
  background: ${colors.surface};
  border-radius: ${radius};
  box-shadow: ${shadow};
`;

const Title = styled(AlertDialog.Title)`
  margin: 0 0 ${space(2)};
  font-size: 1.25rem;
`;

const Description = styled(AlertDialog.Description)`
  margin: 0;
  color: ${colors.muted};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(6)};
`;
