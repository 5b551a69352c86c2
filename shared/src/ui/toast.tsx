/**
 * Toasts on Radix Toast (spec 2.9, 9: bottom-right). Wrap the app in ToastProvider, then
 * `const toast = useToast(); toast.success('Saved')`. Errors are announced at once; success
 * and info wait for the screen reader to finish what it is saying.
 */
import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CloseIcon } from './icons';
import { messages } from './messages';
import { colors, fontFamily, radius, shadow, space } from './tokens';

type ToastKind = 'success' | 'error' | 'info';

export type ToastApi = Record<ToastKind, (message: ReactNode) => void>;

interface ToastEntry {
  id: number;
  kind: ToastKind;
  message: ReactNode;
}

const ToastContext = createContext<ToastApi | null>(null);

const HOTKEY = ['F8'];

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds a toast stays up. */
  duration?: number;
}

export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (message: ReactNode) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message }]);
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, []);

  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={intl.formatMessage(messages.toastLabel)}>
        {children}
        {toasts.map((toast) => (
          <Root
            key={toast.id}
            type={toast.kind === 'error' ? 'foreground' : 'background'}
            $kind={toast.kind}
            onOpenChange={(open) => !open && remove(toast.id)}
          >
            <RadixToast.Description>{toast.message}</RadixToast.Description>
            <Close aria-label={intl.formatMessage(messages.toastClose)}>
              <CloseIcon />
            </Close>
          </Root>
        ))}
        <Viewport hotkey={HOTKEY} label={intl.formatMessage(messages.toastRegion, { hotkey: HOTKEY.join('+') })} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
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
