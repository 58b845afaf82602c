export { theme, type Theme } from './theme';
export { GlobalStyle } from './global-style';
export { Button, type ButtonVariant } from './Button';
export { Badge, type BadgeTone } from './Badge';
export { Spinner, FullScreenSpinner } from './Spinner';
export { Modal, ConfirmModal, type ModalProps, type ConfirmModalProps } from './Modal';
export { Table, type TableColumn, type TableProps } from './Table';
export {
  TextField,
  FileField,
  TextAreaField,
  SelectField,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
} from './fields';
export { PageTitle, ErrorText, EmptyState } from './text';
export { Avatar } from './Avatar';
export { useImageSizer } from './sized-image';
export { HEADER_AVATAR_SIZE, sizedImage, type SizedImage } from '../images/sized-image';
export { Loading, LoadError, type LoadErrorProps } from './QueryStatus';
export { LoadMore } from './LoadMore';
export { SearchBox } from './SearchBox';
