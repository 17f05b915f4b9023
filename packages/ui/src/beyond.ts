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
