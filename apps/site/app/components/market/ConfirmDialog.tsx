// A controlled @cg/ui Dialog (focus trapped, Escape closes, focus returns to the trigger).
// The dialog (react-aria's Modal, Dialog and focus scope, about 25 KiB gzip with the pieces they
// share with the popovers) is fetched when it first opens, not with the page's first load
// (decision 024); until it arrives nothing is shown, and focus stays on the button pressed.
import { Suspense, lazy, useState, type ReactNode } from 'react';

const Dialog = lazy(() => import('@cg/ui/dialog').then((m) => ({ default: m.Dialog })));

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
  // Rendered from the first opening on (not only while open), so closing keeps its animation.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog isOpen={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title={title}>
        {children}
      </Dialog>
    </Suspense>
  );
}
