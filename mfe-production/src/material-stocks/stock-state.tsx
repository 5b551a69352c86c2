/** Where a material's stock stands against its reorder point, as a badge; and the page's count of those to reorder. */
import { CheckIcon, StatusBadge, WarningIcon, type StatusTone } from 'shared/ui';
import { useText } from '../texts';
import type { Stock } from './api';

type StockState = 'below' | 'enough' | 'noPoint';

export const stockState = (stock: Stock): StockState =>
  stock.belowReorder ? 'below' : stock.reorderPointMg === null ? 'noPoint' : 'enough';

const TONES: Record<StockState, StatusTone> = { below: 'warning', enough: 'success', noPoint: 'neutral' };

export function StockStateBadge({ stock }: { stock: Stock }) {
  const text = useText();
  const state = stockState(stock);
  return (
    <StatusBadge tone={TONES[state]}>
      {state === 'below' && <WarningIcon size="1em" aria-hidden />}
      {state === 'enough' && <CheckIcon size="1em" aria-hidden />} {text(`stocks.state.${state}`)}
    </StatusBadge>
  );
}

/** How many materials are below their reorder point, `count` written in the reader's language. */
export function BelowCountBadge({ count }: { count: string }) {
  const text = useText();
  return (
    <p>
      <StatusBadge tone="warning">
        <WarningIcon size="1em" aria-hidden /> {text('stocks.belowCount', { count })}
      </StatusBadge>
    </p>
  );
}
