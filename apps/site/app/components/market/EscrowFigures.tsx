// The checkout's summary: @cg/ui's EscrowSummary fed with the domain's frozen breakdown, and the
// total in pesos at the domain's reference rate (an approximation: the charge is in dollars).
import { pesoEquivalent, type EscrowBreakdown } from '@cg/domain';
import { EscrowSummary, type EscrowStatus } from '@cg/ui';

export function EscrowFigures({
  breakdown,
  productName,
  status = 'awaitingPayment',
}: {
  breakdown: EscrowBreakdown;
  productName: string;
  status?: EscrowStatus;
}) {
  return (
    <EscrowSummary
      figures={breakdown}
      productName={productName}
      status={status}
      totalInPesos={pesoEquivalent(breakdown.totalUsdCents)}
    />
  );
}
