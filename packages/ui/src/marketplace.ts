// Marketplace pieces of @cg/ui: the product's own components, built on the building blocks.
export { StatusBadge, requestStatuses, type StatusBadgeProps, type StatusBadgeTone } from './StatusBadge/StatusBadge';
export {
  OrderCancellation,
  type OrderCancellationProps,
  type OrderCancellationState,
} from './OrderCancellation/OrderCancellation';
export {
  OrderDispute,
  type DisputeStatementItem,
  type OrderDisputeProps,
  type OrderDisputeState,
} from './OrderDispute/OrderDispute';
export {
  DisputeForm,
  disputeFormTitles,
  type DisputeFormMode,
  type DisputeFormProps,
  type DisputeFormValues,
} from './DisputeForm/DisputeForm';
export {
  SupportCase,
  type SupportCaseMessage,
  type SupportCaseMoneyRow,
  type SupportCaseProps,
} from './SupportCase/SupportCase';
export { SupportDisputes, type SupportDisputeItem, type SupportDisputesProps } from './SupportDisputes/SupportDisputes';
export { CodeInput, codeInputStatuses, type CodeInputProps, type CodeInputStatus } from './CodeInput/CodeInput';
export {
  EscrowSummary,
  escrowStatuses,
  type EscrowFigures,
  type EscrowStatus,
  type EscrowSummaryLabels,
  type EscrowSummaryProps,
} from './EscrowSummary/EscrowSummary';
export {
  RequestCard,
  defaultRequestImage,
  type RequestCardHeadingLevel,
  type RequestCardProps,
} from './RequestCard/RequestCard';
export { TripCard, type TripCardProps } from './TripCard/TripCard';
export { ChatPanel, type ChatPanelMessage, type ChatPanelProps } from './ChatPanel/ChatPanel';
export { HowItWorks, type HowItWorksProps, type HowItWorksStep } from './HowItWorks/HowItWorks';
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
  RequestFilterBar,
  requestFilterDefaults,
  type RequestFilterBarProps,
  type RequestFilterValues,
} from './FilterBar/FilterBar';
export {
  RequestFilterBarPlaceholder,
  type RequestFilterBarPlaceholderProps,
} from './FilterBar/RequestFilterBarPlaceholder';
export {
  TripFilterBar,
  tripFilterDefaults,
  type TripFilterBarProps,
  type TripFilterValues,
} from './FilterBar/TripFilterBar';
export {
  VerificationUpload,
  verificationUploadEmpty,
  type VerificationDocumentTypeOption,
  type VerificationImageSlot,
  type VerificationUploadErrors,
  type VerificationUploadProps,
  type VerificationUploadStatus,
  type VerificationUploadValue,
} from './VerificationUpload/VerificationUpload';

// Landed-cost estimate, restricted-item warnings, reviews and the data-rights panel.
// Presentational only: the site computes every figure with @cg/domain.
export {
  LandedCostEstimate,
  type LandedCostEstimateLabels,
  type LandedCostEstimateProps,
  type LandedCostFigures,
  type LandedCostVerdict,
} from './LandedCostEstimate/LandedCostEstimate';
export {
  RestrictedItemsNotice,
  restrictedItemsKinds,
  restrictedItemsSizes,
  type RestrictedItem,
  type RestrictedItemsKind,
  type RestrictedItemsNoticeProps,
  type RestrictedItemsSize,
} from './RestrictedItemsNotice/RestrictedItemsNotice';
export { StarRating, Stars, type StarRatingProps, type StarsProps } from './StarRating/StarRating';
export {
  ReviewForm,
  reviewFormRoles,
  type ReviewFieldErrors,
  type ReviewFormProps,
  type ReviewFormRole,
  type ReviewValues,
} from './ReviewForm/ReviewForm';
export { ReviewSummary, type ReviewSummaryItem, type ReviewSummaryProps } from './ReviewSummary/ReviewSummary';
export {
  DataRightsPanel,
  dataRightsBusyStates,
  type DataRightsBusy,
  type DataRightsMessage,
  type DataRightsPanelProps,
} from './DataRightsPanel/DataRightsPanel';

// Coupons the platform issued (decision 023): the person's list and the redeem form.
export { CouponCard, couponStates, type CouponCardProps, type CouponCardState } from './CouponCard/CouponCard';
export {
  CouponRedeemForm,
  type CouponRedeemFormProps,
  type CouponRedeemResult,
} from './CouponRedeemForm/CouponRedeemForm';
export {
  WithdrawForm,
  type WithdrawFieldErrors,
  type WithdrawFormProps,
  type WithdrawValues,
} from './Withdrawals/WithdrawForm';
export {
  WithdrawalList,
  withdrawalStates,
  type WithdrawalItem,
  type WithdrawalListProps,
  type WithdrawalState,
} from './Withdrawals/WithdrawalList';
export { SavedCardList, savedCardLabel, type SavedCardItem, type SavedCardListProps } from './SavedCards/SavedCardList';
export { SavedCardForm, type SavedCardFormProps, type SavedCardFormValues } from './SavedCards/SavedCardForm';
export { SavedCardChooser, OTHER_CARD, type SavedCardChooserProps } from './SavedCards/SavedCardChooser';
export { TripChoice, type TripChoiceItem, type TripChoiceProps } from './TripChoice/TripChoice';
export { CardExpiryField, type CardExpiryFieldProps } from './SavedCards/CardExpiryField';
// Offers (decision 045).
export { OfferCard, type OfferCardProps, type OfferCardStatus } from './OfferCard/OfferCard';
export { OfferList, type OfferListItem, type OfferListProps } from './OfferList/OfferList';
export { OfferForm, type OfferFormProps, type OfferFormTrip, type OfferFormValues } from './OfferForm/OfferForm';
// Issue 37 (decision 047): the customs allowance ledger and trust tier.
export { AllowanceLedger, type AllowanceLedgerProps } from './AllowanceLedger/AllowanceLedger';
// Matching and alerts (issue 36, decision 046).
export { TripMatches, type AllowanceText, type TripMatchItem, type TripMatchesProps } from './Matching/TripMatches';
export { RequestMatches, type RequestMatchItem, type RequestMatchesProps } from './Matching/RequestMatches';
export { RewardHint, type RewardHintProps } from './Matching/RewardHint';
export { AlertSwitches, type AlertSettingsValue, type AlertSwitchesProps } from './Matching/AlertSwitches';
// The purchase receipt (issue 37, decision 050).
export {
  PurchaseReceipt,
  type PurchaseReceiptItem,
  type PurchaseReceiptProps,
  type PurchaseReceiptValues,
  type PurchaseTopUp,
} from './PurchaseReceipt/PurchaseReceipt';
// Issue 37 (decision 047): who pays the tax on the excess.
export {
  CustomsPayerChoice,
  type CustomsPayerChoiceProps,
  type CustomsPayerValue,
} from './CustomsPayerChoice/CustomsPayerChoice';
export { CustomsClauseNote, type CustomsClauseNoteProps } from './CustomsClauseNote/CustomsClauseNote';
// Issue 37 (decision 053): the receipts pack of an order.
export {
  ReceiptsPack,
  type ReceiptsPackFile,
  type ReceiptsPackLine,
  type ReceiptsPackProps,
  type ReceiptsPackSection,
} from './ReceiptsPack/ReceiptsPack';
