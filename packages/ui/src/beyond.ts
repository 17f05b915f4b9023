// Beyond the prototype (issue 9): landed-cost estimate, restricted-item warnings, reviews and the
// data-rights panel. Presentational only: the site computes every figure with @cg/domain.
export {
  LandedCostEstimate,
  landedCostEstimateDefaultLabels,
  landedCostVerdicts,
  verdictOf,
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
export {
  STAR_VALUES,
  StarRating,
  Stars,
  ratingLabel,
  type StarRatingProps,
  type StarsProps,
} from './StarRating/StarRating';
export {
  REVIEW_FORM_COMMENT_MAX,
  ReviewForm,
  reviewFormMessages,
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
