import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button/Button';
import * as styles from './Dialog.css';

/** @public (a library piece reviewed in Storybook) */
export { DialogTrigger };

export type DialogSize = 'sm' | 'md' | 'lg';

type WithClose = ReactNode | ((api: { close: () => void }) => ReactNode);
const render = (node: WithClose, close: () => void) => (typeof node === 'function' ? node({ close }) : node);

export interface DialogProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Heading of the dialog; names it for screen readers. */
  title: ReactNode;
  /** Content; a function receives `close`. */
  children?: WithClose;
  /** Actions at the bottom (buttons); a function receives `close`. */
  footer?: WithClose;
  /**
   * Width limit.
   * @default 'md'
   */
  size?: DialogSize;
  /**
   * Close on a click outside and show the "Cerrar" button. Escape always closes (cancels).
   * @default true
   */
  isDismissable?: boolean;
  /** Role of the dialog; `alertdialog` for confirmations (AlertDialog sets it). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where it opens: `center`, or `sheet` — docked to the bottom edge at full width on a phone
   * (a filter panel), centred from 768 px up.
   * @default 'center'
   */
  placement?: 'center' | 'sheet';
}

/**
 * A modal dialog (react-aria Modal + Dialog): focus moves in and is trapped, Escape closes,
 * focus goes back to the trigger. Put it as the second child of a `DialogTrigger` next to a
 * Button, or control it with `isOpen`/`onOpenChange`.
 */
export function Dialog({
  title,
  children,
  footer,
  size,
  isDismissable = true,
  role = 'dialog',
  placement = 'center',
  isOpen,
  defaultOpen,
  onOpenChange,
}: DialogProps) {
  const sheet = placement === 'sheet';
  return (
    <ModalOverlay
      className={sheet ? `${styles.overlay} ${styles.sheetOverlay}` : styles.overlay}
      isDismissable={isDismissable}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={sheet ? `${styles.modal({ size })} ${styles.sheetModal}` : styles.modal({ size })}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {isDismissable && (
                  <AriaButton className={styles.close} onPress={close} aria-label="Cerrar">
                    <span aria-hidden="true">×</span>
                  </AriaButton>
                )}
              </div>
              {children !== undefined && <div className={styles.body}>{render(children, close)}</div>}
              {footer !== undefined && <div className={styles.footer}>{render(footer, close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface AlertDialogProps extends Omit<DialogProps, 'footer' | 'role' | 'isDismissable'> {
  /** Label of the confirming action ("Aceptar Pedido"). */
  confirmLabel: string;
  /**
   * Label of the cancelling action.
   * @default 'Cancelar'
   */
  cancelLabel?: string;
  /** Called when confirmed; the dialog closes unless `isPending` is set by the caller. */
  onConfirm?: () => void | Promise<void>;
  /**
   * Look of the confirming action: `destructive` for irreversible actions.
   * @default 'primary'
   */
  variant?: Extract<ButtonVariant, 'primary' | 'destructive'>;
  /**
   * Disable the confirming action (e.g. the traveller is not verified).
   * @default false
   */
  isConfirmDisabled?: boolean;
  /**
   * Show the confirming action as busy and keep the dialog open.
   * @default false
   */
  isPending?: boolean;
  /** Text of the busy action ("Aceptando..."). */
  pendingLabel?: string;
}

/**
 * A confirmation (role `alertdialog`): a question, Cancelar and the action. Escape cancels;
 * focus starts on Cancelar so a stray Enter doesn't confirm.
 */
export function AlertDialog({
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  variant = 'primary',
  isConfirmDisabled = false,
  isPending = false,
  pendingLabel,
  ...props
}: AlertDialogProps) {
  const confirm = async (close: () => void) => {
    await onConfirm?.();
    if (!isPending) close();
  };
  return (
    <Dialog
      {...props}
      size={props.size ?? 'sm'}
      role="alertdialog"
      isDismissable={false}
      footer={({ close }) => (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alertdialog starts on its least destructive action (WAI-ARIA APG), so a stray Enter does not confirm */}
          <Button variant="secondary" onPress={close} autoFocus isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            isDisabled={isConfirmDisabled}
            isPending={isPending}
            pendingLabel={pendingLabel}
            onPress={() => void confirm(close)}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    />
  );
}
