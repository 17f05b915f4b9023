// A controlled @cg/ui Dialog (focus trapped, Escape closes, focus returns to the trigger).
import type { ReactNode } from 'react';
import { Dialog } from '@cg/ui';

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
  return (
    <Dialog isOpen={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title={title}>
      {children}
    </Dialog>
  );
}
