// Marketplace pieces of @cg/ui: the product's own components, built on the building blocks.
export {
  StatusBadge,
  requestStatuses,
  statusBadgeLabels,
  statusBadgeTones,
  type StatusBadgeProps,
  type StatusBadgeTone,
} from './StatusBadge/StatusBadge';
export {
  CODE_LENGTH,
  CodeInput,
  codeInputStatuses,
  normalizeCode,
  type CodeInputProps,
  type CodeInputStatus,
} from './CodeInput/CodeInput';
export {
  EscrowSummary,
  escrowStatuses,
  escrowSummaryDefaultLabels,
  type EscrowFigures,
  type EscrowStatus,
  type EscrowSummaryLabels,
  type EscrowSummaryProps,
} from './EscrowSummary/EscrowSummary';
export {
  RequestCard,
  defaultRequestImage,
  formatCardReward,
  requestCardHeadingLevels,
  type RequestCardHeadingLevel,
  type RequestCardProps,
} from './RequestCard/RequestCard';
export { TripCard, formatArrivalDate, type TripCardProps } from './TripCard/TripCard';
export { ChatPanel, type ChatPanelMessage, type ChatPanelProps } from './ChatPanel/ChatPanel';
export { HowItWorks, howItWorksDefaultSteps, type HowItWorksProps, type HowItWorksStep } from './HowItWorks/HowItWorks';
export {
  PromiseCards,
  promiseCardsDefaultItems,
  type PromiseCardItem,
  type PromiseCardsProps,
} from './PromiseCards/PromiseCards';
export { SuccessStory, type SuccessStoryData, type SuccessStoryProps } from './SuccessStory/SuccessStory';
export { successStoriesSample } from './SuccessStory/SuccessStory.fixtures';
export { SuccessStoryCarousel, type SuccessStoryCarouselProps } from './SuccessStoryCarousel/SuccessStoryCarousel';
export {
  REQUEST_FILTER_REWARD,
  RequestFilterBar,
  requestFilterDefaults,
  type RequestFilterBarProps,
  type RequestFilterValues,
} from './FilterBar/FilterBar';
export {
  TripFilterBar,
  tripFilterDefaults,
  type TripFilterBarProps,
  type TripFilterValues,
} from './FilterBar/TripFilterBar';
export {
  VerificationUpload,
  missingVerificationFields,
  verificationDocumentTypes,
  verificationImageSlots,
  verificationUploadEmpty,
  verificationUploadStatuses,
  type VerificationDocumentTypeOption,
  type VerificationImageSlot,
  type VerificationUploadErrors,
  type VerificationUploadProps,
  type VerificationUploadStatus,
  type VerificationUploadValue,
} from './VerificationUpload/VerificationUpload';
