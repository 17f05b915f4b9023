// The top-up (issue 37, decision 052): the buyer approves the second charge a higher receipt asks
// for, with a card token. No amount goes over the wire: a field other than the token is dropped,
// and the server computes the amount from the receipt and the payment.
import { json, optionalText, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { ApproveTopUpCommand, TopUpOutcome } from '#src/contract';

export const topUps = {
  approve: route<TopUpOutcome, ApproveTopUpCommand>()('POST', '/orders/:id/top-up', {
    via: 'json',
    idempotent: true,
  }),
};

export const topUpsShapes = (): ShapesOf<typeof topUps> => ({
  approve: json<ApproveTopUpCommand>()({ cardToken: optionalText }),
});
