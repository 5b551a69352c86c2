import { useState } from 'react';
import { useServerCall } from 'shared/api';
import { Button, formatDate, FormFailure, Section, SelectField, Toolbar } from 'shared/ui';
import { adminApi, type PricingRulesVersion } from '../api';
import { useText } from '../texts';

/** Which version the form shows, who saved it when, and an earlier one to load into the form. */
export function PricingVersions({
  saved,
  canEdit,
  onLoad,
  onReload,
}: {
  saved: PricingRulesVersion;
  canEdit: boolean;
  onLoad: (rules: PricingRulesVersion['rules']) => void;
  onReload: () => void;
}) {
  const text = useText();
  const history = adminApi.usePricingRulesHistoryQuery();
  const [chosen, setChosen] = useState('');
  const [load, loading] = adminApi.useLazyPricingRulesVersionQuery();
  const { failure, run } = useServerCall();
  const earlier = (history.data ?? []).filter((row) => row.version !== saved.version);
  return (
    <Section title={text('pricing.versions')}>
      <p>
        {saved.version === 0
          ? text('pricing.neverSaved')
          : text('pricing.current', {
              version: saved.version,
              who: saved.savedBy ?? text('pricing.someone'),
              when: formatDate(saved.savedAt, true),
            })}{' '}
        <Button variant="link" onClick={onReload}>
          {text('pricing.reload')}
        </Button>
      </p>
      {canEdit && earlier.length > 0 && (
        <Toolbar>
          <SelectField
            label={text('pricing.earlier')}
            value={chosen}
            placeholder={text('pricing.choose')}
            options={earlier.map((row) => ({
              value: String(row.version),
              label: text('pricing.versionOption', {
                version: row.version,
                who: row.savedBy ?? text('pricing.someone'),
                when: formatDate(row.savedAt, true),
              }),
            }))}
            onChange={setChosen}
          />
          <Button
            variant="secondary"
            disabled={!chosen || loading.isFetching}
            onClick={() => void run(async () => onLoad((await load(Number(chosen)).unwrap()).rules))}
          >
            {text('pricing.loadVersion')}
          </Button>
        </Toolbar>
      )}
      <FormFailure message={failure} />
    </Section>
  );
}
