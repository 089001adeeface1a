'use client';

import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';

export type ModalName = 'contact' | 'sell';

interface ModalState {
  openModal: ModalName | null;
  open(name: ModalName): void;
  close(): void;
  /**
   * A short-lived notification at the foot of the screen: a status announced politely ("Feedback sent!"),
   * or with `alert` one announced at once ("Email Copied!", spec section 8: "shows an alert").
   */
  notice: Notice | null;
  notify(message: string, options?: { alert?: boolean }): void;
}

interface Notice {
  message: string;
  alert: boolean;
  /** Tells two equal notices apart, so that the second one restarts the timer. */
  id: number;
}

/** How long a notification stays on screen. */
const NOTICE_MS = 5000;

const ModalContext = createContext<ModalState | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [openModal, setOpen] = useState<ModalName | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, options: { alert?: boolean } = {}) => {
    const next = { message, alert: options.alert ?? false, id: Date.now() + Math.random() };
    setNotice(next);
    window.setTimeout(() => setNotice((current) => (current?.id === next.id ? null : current)), NOTICE_MS);
  }, []);
  const value = useMemo(
    () => ({ openModal, open: setOpen, close: () => setOpen(null), notice, notify }),
    [openModal, notice, notify],
  );
  return (
    <ModalContext.Provider value={value}>
      {children}
      {/* Both live regions are always there (empty until a notice), so that screen readers announce it. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center">
        <div role="status" aria-live="polite">
          {notice && !notice.alert && <Toast message={notice.message} />}
        </div>
        <div role="alert">{notice?.alert && <Toast message={notice.message} />}</div>
      </div>
    </ModalContext.Provider>
  );
}

function Toast({ message }: { message: string }) {
  return (
    <p className="flex items-center gap-2 rounded-full bg-sea-900 px-5 py-3 text-sm font-semibold text-white shadow-lg ring-2 ring-white/80 motion-safe:animate-[toast-in_200ms_ease-out]">
      <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0" aria-hidden="true">
        <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {message}
    </p>
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
