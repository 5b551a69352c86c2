import { formatMoney, fromMinor, minorPerUnit, toMinor } from './money';
import { DELIVERY_METHODS, MATCH_STATUSES, PRIMARY_USE_CASES, RFQ_STATUSES, TRANSITION_ACTORS } from '../contracts';
import { LANGUAGE_KEYS } from '../texts/table';
import { ORDER_STATUS_TEXTS } from './status-texts';

describe('money in minor units', () => {
  it('knows each currency’s minor unit', () => {
    expect([minorPerUnit('USD'), minorPerUnit('EUR'), minorPerUnit('JPY')]).toEqual([100, 100, 1]);
  });

  it('writes amounts as the language does', () => {
    expect(formatMoney(123_450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(123_450, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1_500, 'JPY', 'en-US')).toBe('¥1,500');
  });

  it('reads amounts back to the nearest minor unit', () => {
    expect([toMinor(12.5, 'USD'), toMinor(0.1 + 0.2, 'USD'), toMinor(1500, 'JPY')]).toEqual([1250, 30, 1500]);
    expect(fromMinor(1250, 'USD')).toBe(12.5);
  });
});

describe('the state names', () => {
  it('name every order state, offer state, actor, use case and delivery method in every language', () => {
    const ids = [
      ...RFQ_STATUSES.map((s) => `orders.status.${s}`),
      ...MATCH_STATUSES.map((s) => `orders.match.${s}`),
      ...TRANSITION_ACTORS.map((a) => `orders.actor.${a}`),
      ...PRIMARY_USE_CASES.map((u) => `orders.useCase.${u}`),
      ...DELIVERY_METHODS.map((m) => `orders.deliveryMethod.${m}`),
    ];
    expect(Object.keys(ORDER_STATUS_TEXTS).sort()).toEqual(ids.sort());
    for (const id of ids) {
      for (const language of LANGUAGE_KEYS)
        expect((ORDER_STATUS_TEXTS as Record<string, Record<string, string>>)[id]![language]).toBeTruthy();
    }
  });
});
