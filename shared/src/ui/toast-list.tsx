/**
 * The Radix half of the kit's toasts: the list of open toasts and their bottom-right viewport.
 * Loaded with the first toast (see toast.tsx), so a page that never shows one never loads it.
 */
import * as RadixToast from '@radix-ui/react-toast';
import styled from 'styled-components';
import { CloseIcon } from './icons';
import { useKitText } from './use-kit-text';
import type { ToastEntry, ToastKind } from './toast';
import { colors, fontFamily, radius, shadow, space } from './tokens';

const HOTKEY = ['F8'];

export interface ToastListProps {
  toasts: ToastEntry[];
  /** Milliseconds a toast stays up. */
  duration: number;
  onClose: (id: number) => void;
}

export default function ToastList({ toasts, duration, onClose }: ToastListProps) {
  const text = useKitText();
  return (
    <RadixToast.Provider duration={duration} label={text('ui.toast.label')}>
      {toasts.map((toast) => (
        <Root
          key={toast.id}
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          $kind={toast.kind}
          onOpenChange={(open) => !open && onClose(toast.id)}
        >
          <RadixToast.Description>{toast.message}</RadixToast.Description>
          <Close aria-label={text('ui.toast.close')}>
            <CloseIcon />
          </Close>
        </Root>
      ))}
      <Viewport hotkey={HOTKEY} label={text('ui.toast.region', { hotkey: HOTKEY.join('+') })} />
    </RadixToast.Provider>
  );
}
const kindColors: Record<ToastKind, string> = { success: colors.success, error: colors.danger, info: colors.primary };

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 1300;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  width: min(100vw, ${space(96)});
  margin: 0;
  padding: ${space(4)};
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  font-family: ${fontFamily};
  color: ${colors.text};
  background: ${colors.surface};
  border-left: 4px solid ${({ $kind }) => kindColors[$kind]};
  border-radius: ${radius};
  box-shadow: ${shadow};
`;

const Close = styled(RadixToast.Close)`
  display: inline-flex;
  padding: 0;
  color: ${colors.muted};
  background: none;
  border: none;
  cursor: pointer;
`;
