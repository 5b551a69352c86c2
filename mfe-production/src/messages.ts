import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { SCHEDULING_MESSAGES, type SchedulingMessageId } from 'shared/contracts';
import { toIntlText } from 'shared/i18n';

export type Text = (id: SchedulingMessageId, values?: Record<string, string | number>) => string;

/**
 * The scheduling screens' texts: the server bundle's translation, or the en_US text of
 * SCHEDULING_MESSAGES (the same source the server builds its bundles from) as the default.
 */
export function useText(): Text {
  const intl = useIntl();
  return useCallback(
    (id, values) => intl.formatMessage({ id, defaultMessage: toIntlText(SCHEDULING_MESSAGES[id].en_US) }, values),
    [intl],
  );
}
