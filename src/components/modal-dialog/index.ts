export { ModalDialog, type ModalDialogProps } from './modal-dialog';
