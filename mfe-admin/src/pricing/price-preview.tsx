/**
 * The preview of the rules as they stand in the form (saved or not) on a part of the facility's
 * inventory, ordered as the user asks: every term per piece, then the order's own charges.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useServerCall } from 'shared/api';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney } from 'shared/orders';
import {
  Button,
  FormFailure,
  FormGrid,
  NumberInput,
  Panel,
  SearchField,
  Section,
  SelectField,
  type SelectOption,
  space,
  Table,
  type TableColumn,
  useDebounced,
} from 'shared/ui';
import { adminApi, type PricePreview, type PriceTerm } from '../api';
import { useText, type Text } from '../texts';
import { rulesOf, type RuleValues } from './rule-values';

interface Ask {
  partId: string;
  materialId: string;
  processId: string;
  quantity: number | null;
  finish: string;
  leadTimeDays: number | null;
}

export function PricePreviewPanel({
  values,
  materials,
  processes,
  validate,
}: {
  values: RuleValues;
  materials: SelectOption[];
  processes: SelectOption[];
  /** Checks the form; false when the rules cannot be previewed as they stand. */
  validate: () => Promise<boolean>;
}) {
  const text = useText();
  const [search, setSearch] = useState('');
  const parts = adminApi.usePricingPartsQuery(useDebounced(search.trim(), 300));
  const [ask, setAsk] = useState<Ask>({ partId: '', materialId: '', processId: '', quantity: 1, finish: '', leadTimeDays: null });
  const [preview, previewing] = adminApi.usePreviewPriceMutation();
  const [result, setResult] = useState<PricePreview>();
  const { failure, setFailure, run } = useServerCall();
  const change = (patch: Partial<Ask>) => setAsk((now) => ({ ...now, ...patch }));
  // Only what the rules in the form price can be chosen.
  const named = (options: SelectOption[], ids: string[]) => options.filter((option) => ids.includes(String(option.value)));
  const ruleMaterials = named(
    materials,
    values.materials.map((row) => row.materialId),
  );
  const ruleProcesses = named(
    processes,
    values.processes.map((row) => row.processId),
  );

  const onPreview = async () => {
    setFailure(undefined);
    setResult(undefined);
    if (!(await validate())) return setFailure(text('pricing.previewFixRules'));
    if (!ask.partId || !ask.materialId || !ask.processId || !ask.quantity) return setFailure(text('pricing.previewIncomplete'));
    const quantity = ask.quantity;
    await run(async () =>
      setResult(
        await preview({
          rules: rulesOf(values),
          partId: Number(ask.partId),
          materialId: Number(ask.materialId),
          processId: Number(ask.processId),
          quantity,
          finish: ask.finish || null,
          leadTimeDays: ask.leadTimeDays,
        }).unwrap(),
      ),
    );
  };

  return (
    <Section title={text('pricing.preview')}>
      <p>{text('pricing.previewIntro')}</p>
      <FormGrid>
        <SearchField label={text('pricing.previewSearch')} value={search} onSearch={setSearch} />
        <SelectField
          label={text('pricing.previewPart')}
          value={ask.partId}
          placeholder={text('pricing.choose')}
          options={(parts.data ?? []).map((part) => ({
            value: String(part.id),
            label: part.latest ? `${part.name} (${part.latest.fileName})` : part.name,
          }))}
          onChange={(partId) => change({ partId })}
        />
        <SelectField
          label={text('pricing.previewMaterial')}
          value={ask.materialId}
          placeholder={text('pricing.choose')}
          options={ruleMaterials}
          onChange={(materialId) => change({ materialId })}
        />
        <SelectField
          label={text('pricing.previewProcess')}
          value={ask.processId}
          placeholder={text('pricing.choose')}
          options={ruleProcesses}
          onChange={(processId) => change({ processId })}
        />
        <NumberInput
          label={text('pricing.previewQuantity')}
          value={ask.quantity}
          min={1}
          step="1"
          onChange={(quantity) => change({ quantity })}
        />
        <SelectField
          label={text('pricing.previewFinish')}
          value={ask.finish}
          placeholder={text('pricing.noFinish')}
          options={values.finishes
            .filter((row) => row.finish.trim())
            .map((row) => ({ value: row.finish.trim(), label: row.finish.trim() }))}
          onChange={(finish) => change({ finish })}
        />
        <NumberInput
          label={text('pricing.previewLeadTime')}
          value={ask.leadTimeDays}
          min={0}
          step="1"
          onChange={(leadTimeDays) => change({ leadTimeDays })}
        />
      </FormGrid>
      <Actions>
        <Button variant="secondary" disabled={previewing.isLoading} onClick={() => void onPreview()}>
          {text('pricing.previewRun')}
        </Button>
      </Actions>
      <FormFailure message={failure} />
      <div aria-live="polite">{result && <Outcome result={result} />}</div>
    </Section>
  );
}

const termName = (text: Text, term: PriceTerm) =>
  term.key === 'finish'
    ? text('pricing.term.finish', { name: term.label ?? '' })
    : term.key === 'formula'
      ? (term.label ?? '')
      : text(`pricing.term.${term.key}`);

function Outcome({ result }: { result: PricePreview }) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const money = (minor: number) => formatMoney(minor, result.currency, locale);
  const decimal = (value: number, digits = 2) => value.toLocaleString(locale, { maximumFractionDigits: digits });
  const basis = (term: PriceTerm) => {
    switch (term.key) {
      case 'material':
        return text('pricing.basis.material', { volume: decimal(term.measure ?? 0, 3), rate: money(term.rateMinor ?? 0) });
      case 'machine':
        return text('pricing.basis.machine', { hours: decimal(term.measure ?? 0, 3), rate: money(term.rateMinor ?? 0) });
      case 'quantityBreak':
        return text('pricing.basis.quantityBreak', {
          percent: decimal((term.basisPoints ?? 0) / 100),
          quantity: term.measure ?? 0,
        });
      case 'rush':
        return text('pricing.basis.rush', { percent: decimal((term.basisPoints ?? 0) / 100), days: term.measure ?? 0 });
      case 'formula':
        return text('pricing.basis.formula');
      default:
        return text('pricing.basis.perPiece');
    }
  };
  const { part, price } = result;
  const columns: TableColumn<PriceTerm>[] = [
    { key: 'term', title: text('pricing.column.term'), render: (term) => termName(text, term) },
    { key: 'basis', title: text('pricing.column.basis'), render: basis },
    { key: 'amount', title: text('pricing.column.amount'), align: 'right', render: (term) => money(term.amountMinor) },
  ];
  return (
    <Panel title={text('pricing.previewOf', { name: part.name })}>
      <p>
        {text('pricing.measures', {
          file: part.fileName,
          volume: decimal(part.volumeCm3, 3),
          area: decimal(part.surfaceAreaCm2),
          x: decimal(part.boxMm[0] ?? 0, 1),
          y: decimal(part.boxMm[1] ?? 0, 1),
          z: decimal(part.boxMm[2] ?? 0, 1),
          facets: part.facets.toLocaleString(locale),
        })}
      </p>
      {!price ? (
        <p role="alert">{result.problem}</p>
      ) : (
        <>
          <Table label={text('pricing.terms')} columns={columns} data={price.terms} />
          <Totals>
            <dt>{text('pricing.unitPrice')}</dt>
            <dd>{money(price.unitPriceMinor)}</dd>
            <dt>{text('pricing.partsAmount', { quantity: price.quantity })}</dt>
            <dd>{money(price.amountMinor)}</dd>
            <dt>{text('pricing.setup')}</dt>
            <dd>{money(price.setupMinor)}</dd>
            {price.minimumTopUpMinor > 0 && (
              <>
                <dt>{text('pricing.minimumTopUp')}</dt>
                <dd>{money(price.minimumTopUpMinor)}</dd>
              </>
            )}
            <dt>{text('pricing.total')}</dt>
            <dd>
              <strong>{money(price.totalMinor)}</strong>
            </dd>
          </Totals>
        </>
      )}
    </Panel>
  );
}

const Actions = styled.div`
  margin: ${space(3)} 0;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: max-content max-content;
  gap: ${space(1)} ${space(4)};
  dd {
    margin: 0;
    text-align: right;
  }
`;
