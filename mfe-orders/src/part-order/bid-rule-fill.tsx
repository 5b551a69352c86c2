import { useState } from 'react';
import styled from 'styled-components';
import { useServerCall } from 'shared/api';
import type { OrderDetails } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney, fromMinor } from 'shared/orders';
import { Button, FormFailure, space } from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';

/**
 * Fills the part prices and the setup from the facility's pricing rules (the offer priced on the
 * server, part by part); says which parts the rules cannot price, and why, to be filled by hand.
 */
export function RuleFill({
  matchId,
  order,
  onFill,
}: {
  matchId: number;
  order: OrderDetails;
  onFill: (prices: Record<number, number>, setup: number) => void;
}) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const [price, pricing] = ordersApi.useLazyRulePriceQuery();
  const [outcome, setOutcome] = useState<{ message: string; problems: string[] }>();
  const { failure, setFailure, run } = useServerCall();
  const fill = async () => {
    setOutcome(undefined);
    await run(async () => {
      const result = await price(matchId).unwrap();
      const priced = result.parts.filter((part) => part.price);
      const problems = result.parts
        .filter((part) => part.problem)
        .map((part) => text('bid.ruleProblem', { part: part.fileName, problem: part.problem! }));
      if (!priced.length) return setFailure(problems.length ? problems.join(' ') : (result.problem ?? undefined));
      onFill(
        Object.fromEntries(priced.map((part) => [part.rfqFileId, fromMinor(part.price!.unitPriceMinor, order.currency)])),
        fromMinor(result.setupMinor + result.minimumTopUpMinor, order.currency),
      );
      setOutcome({
        message:
          result.totalMinor === null
            ? text('bid.partlyFilled', { version: result.version })
            : text('bid.filledFromRules', {
                version: result.version,
                total: formatMoney(result.totalMinor, order.currency, locale),
              }),
        problems,
      });
    });
  };
  return (
    <RulePrice aria-live="polite">
      <Button variant="secondary" size="sm" disabled={pricing.isFetching} onClick={() => void fill()}>
        {text('bid.fillFromRules')}
      </Button>
      <FormFailure message={failure} />
      {outcome && (
        <>
          <p>{outcome.message}</p>
          {outcome.problems.length > 0 && (
            <ul>
              {outcome.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </RulePrice>
  );
}

const RulePrice = styled.div`
  margin-bottom: ${space(3)};
`;
