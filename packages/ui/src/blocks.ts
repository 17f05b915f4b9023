// Building blocks of @cg/ui: generic, accessible components the marketplace pieces and the site compose.
export {
  Button,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button/Button';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export {
  Card,
  cardElements,
  cardGaps,
  cardPaddings,
  cardVariants,
  type CardElement,
  type CardGap,
  type CardPadding,
  type CardProps,
  type CardVariant,
} from './Card/Card';
export { Flag, flagSizes, type FlagProps, type FlagSize } from './Flag/Flag';
export { Icon, iconNames, type IconName, type IconProps } from './Icon/Icon';
export { Avatar, avatarSizes, type AvatarProps, type AvatarSize } from './Avatar/Avatar';
export { Link, linkVariants, type LinkProps, type LinkVariant } from './Link/Link';
export { RouterProvider, type RouterProviderProps } from './Link/LinkRouter';
export {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
  type FieldLabelProps,
} from './Field/Field';
export { TextField, textFieldTypes, type TextFieldProps, type TextFieldType } from './TextField/TextField';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { MoneyField, moneyCurrencies, type MoneyCurrency, type MoneyFieldProps } from './MoneyField/MoneyField';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Slider, type SliderProps } from './Slider/Slider';
export { CountryPicker, type CountryOption, type CountryPickerProps } from './CountryPicker/CountryPicker';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker';
export {
  ImageDropZone,
  imageDropZoneMessages,
  type ImageDropZoneError,
  type ImageDropZoneErrorKind,
  type ImageDropZoneProps,
  type ImageDropZoneValue,
} from './ImageDropZone/ImageDropZone';
export { PhotoPicker, type PhotoPickerProps } from './PhotoPicker/PhotoPicker';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './Tabs/Tabs';
export { Accordion, AccordionItem, type AccordionItemProps, type AccordionProps } from './Accordion/Accordion';
export {
  AlertDialog,
  Dialog,
  DialogTrigger,
  type AlertDialogProps,
  type DialogProps,
  type DialogSize,
} from './Dialog/Dialog';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
} from './Menu/Menu';
export {
  UnreadDropdown,
  unreadDropdownIcons,
  type UnreadDropdownIcon,
  type UnreadDropdownProps,
} from './UnreadDropdown/UnreadDropdown';
export {
  ToastProvider,
  ToastQueue,
  ToastRegion,
  toast,
  toastVariants,
  useToast,
  type ToastItem,
  type ToastOptions,
  type ToastProviderProps,
  type ToastVariant,
} from './Toast/Toast';
export { Table, type TableColumn, type TableProps } from './Table/Table';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export {
  RequestCardSkeleton,
  Skeleton,
  skeletonShapes,
  type RequestCardSkeletonProps,
  type SkeletonProps,
  type SkeletonShape,
} from './Skeleton/Skeleton';
export { ProgressBar, progressBarTones, type ProgressBarProps, type ProgressBarTone } from './ProgressBar/ProgressBar';
