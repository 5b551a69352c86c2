/**
 * Toasts on Radix Toast, at the bottom right. Wrap the app in ToastProvider, then
 * `const toast = useToast(); toast.success('Saved')`. Errors are announced at once; success
 * and info wait for the screen reader to finish what it is saying. The provider itself is
 * light: the Radix list (toast-list.tsx) loads with the first toast, so the login page does
 * not carry it.
 */
import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export type ToastApi = Record<ToastKind, (message: ReactNode) => void>;

export interface ToastEntry {
  id: number;
  kind: ToastKind;
  message: ReactNode;
}

const ToastContext = createContext<ToastApi | null>(null);

const ToastList = lazy(() => import('./toast-list'));

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds a toast stays up. */
  duration?: number;
}

export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  // From the first toast on the list stays mounted, so its region is there for the next ones.
  const [listMounted, setListMounted] = useState(false);
  const nextId = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (message: ReactNode) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message }]);
      setListMounted(true);
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, []);

  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={api}>
      {children}
      {listMounted && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} duration={duration} onClose={remove} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
