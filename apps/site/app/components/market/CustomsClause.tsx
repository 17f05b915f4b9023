// Issue 37 (decision 047): the agreed clause on who pays the tax on the excess, as both parties see
// it on the order, in the chat header and on the receipt — the domain writes it, ui shows it.
import { customsClauseText, type CustomsClause } from '@cg/domain';
import { CustomsClauseNote as Note } from '@cg/ui';

export function CustomsClauseNote({ clause }: { clause: CustomsClause }) {
  return <Note text={customsClauseText(clause)} payer={clause.payer} />;
}
