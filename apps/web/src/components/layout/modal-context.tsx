'use client';

import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';

export type ModalName = 'contact' | 'sell';

interface ModalState {
  openModal: ModalName | null;
  open(name: ModalName): void;
  close(): void;
  /** A short status line after a form was sent ("Feedback sent!"), announced politely. */
  notice: string | null;
  notify(message: string): void;
}

const ModalContext = createContext<ModalState | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [openModal, setOpen] = useState<ModalName | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const notify = useCallback((message: string) => {
    setNotice(message);
    window.setTimeout(() => setNotice((current) => (current === message ? null : current)), 5000);
  }, []);
  const value = useMemo(
    () => ({ openModal, open: setOpen, close: () => setOpen(null), notice, notify }),
    [openModal, notice, notify],
  );
  return (
    <ModalContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center"
      >
        {notice && (
          <p className="rounded-full bg-sea-900 px-5 py-3 text-sm font-semibold text-white shadow-lg ring-2 ring-white/80">
            {notice}
          </p>
        )}
      </div>
    </ModalContext.Provider>
  );
}

export function useModals(): ModalState {
  const state = useContext(ModalContext);
  if (!state) throw new Error('useModals outside ModalProvider');
  return state;
}

/** A button anywhere on the page (navbar, footer) that opens one of the site's modals. */
export function OpenModalButton({
  modal,
  className,
  children,
}: {
  modal: ModalName;
  className?: string;
  children: ReactNode;
}) {
  const { open } = useModals();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => open(modal)}>
      {children}
    </button>
  );
}
