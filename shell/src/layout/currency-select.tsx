import { useState } from 'react';
import type { StorefrontConfig } from 'shared/contracts';
import { Select } from './language-select';
import { useShellText } from '../texts';

const CURRENCY_STORAGE_KEY = 'currency';

/**
 * The currency selector of the store front: shown only with showCurrency, disabled unless
 * enableCurrency, listing the currencies of the storefront config.
 */
export function CurrencySelect({ storefront }: { storefront: StorefrontConfig | undefined }) {
  const text = useShellText();
  const [currency, setCurrency] = useState(() => localStorage.getItem(CURRENCY_STORAGE_KEY) ?? storefront?.defaultCurrency ?? '');
  if (!storefront?.showCurrency) return null;
  const known = currency in storefront.currencies ? currency : storefront.defaultCurrency;
  return (
    <Select
      aria-label={text('nav.currency')}
      value={known}
      disabled={!storefront.enableCurrency}
      onChange={(event) => {
        setCurrency(event.target.value);
        localStorage.setItem(CURRENCY_STORAGE_KEY, event.target.value);
      }}
    >
      {Object.values(storefront.currencies).map((entry) => (
        <option key={entry.key} value={entry.key}>
          {entry.symbol} {entry.key}
        </option>
      ))}
    </Select>
  );
}
