// Interim modal dialog (native <dialog>: focus moves in, Escape closes, focus returns) until
// @cg/ui's Dialog is exported.
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from '#app/styles/market.css';

export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="dialog-title" onClose={onClose}>
      {open ? (
        <div className={styles.dialogBody}>
          <h2 id="dialog-title" className={styles.sectionTitle}>
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
