/**
 * Request Quote's parts: how many of each, and what the store front's RFQ configuration requires
 * of a part beyond that.
 */
import { PRIMARY_USE_CASES } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS, type OrderInput, type RfqRequirableField } from 'shared/orders';
import { NumberInput, SelectField, TextField } from 'shared/ui';
import { useText } from '../texts';

type Part = OrderInput['parts'][number];

export interface QuotePartsProps {
  parts: Part[];
  /** The uploaded files' names, by file id. */
  names: Map<number, string>;
  /** What is wrong, by the field's path ('parts[0].quantity'). */
  errors: Record<string, string>;
  /** Whether the store front requires the field. */
  asked: (field: RfqRequirableField) => boolean;
  onChange: (fileId: number, change: Partial<Part>) => void;
}

export function QuoteParts({ parts, names, errors, asked, onChange }: QuotePartsProps) {
  const text = useText();
  const orderText = useTexts(ORDER_STATUS_TEXTS);
  const required = (label: string) => text('newOrder.required', { label });
  return (
    <ul aria-label={text('requestQuote.parts')}>
      {parts.map((part, index) => (
        <li key={part.fileId}>
          <NumberInput
            label={text('requestQuote.quantityOf', { name: names.get(part.fileId) ?? String(part.fileId) })}
            value={part.quantity}
            min={1}
            error={errors[`parts[${index}].quantity`]}
            onChange={(quantity) => onChange(part.fileId, { quantity })}
          />
          {asked('partNumber') && (
            <TextField
              label={required(text('newOrder.parts.partNumber'))}
              value={part.partNumber}
              error={errors[`parts[${index}].partNumber`]}
              onChange={(event) => onChange(part.fileId, { partNumber: event.target.value })}
            />
          )}
          {asked('primaryUseCase') && (
            <SelectField
              label={required(text('newOrder.parts.useCase'))}
              placeholder={text('newOrder.parts.notSaid')}
              value={part.primaryUseCase ?? ''}
              error={errors[`parts[${index}].primaryUseCase`]}
              options={PRIMARY_USE_CASES.map((useCase) => ({ value: useCase, label: orderText(`orders.useCase.${useCase}`) }))}
              onChange={(value) => onChange(part.fileId, { primaryUseCase: (value || null) as typeof part.primaryUseCase })}
            />
          )}
          {asked('industryFocus') && (
            <TextField
              label={required(text('newOrder.parts.industry'))}
              value={part.industryFocus}
              error={errors[`parts[${index}].industryFocus`]}
              onChange={(event) => onChange(part.fileId, { industryFocus: event.target.value })}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
