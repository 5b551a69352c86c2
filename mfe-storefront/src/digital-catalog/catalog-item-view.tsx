/**
 * One catalogue item: its pictures, what it is and how it is made, its price per quantity break
 * and lead time. A customer orders it here at that price, without a quote; a facility's people
 * read it with the customers it is published to.
 */
import styled from 'styled-components';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney } from 'shared/orders';
import {
  Button,
  ChevronLeftIcon,
  colors,
  Columns,
  Fact,
  Facts,
  Loaded,
  type LoadedQuery,
  Page,
  PageHeader,
  Section,
  space,
  Table,
  type TableColumn,
  Toolbar,
} from 'shared/ui';
import { storefrontApi, type CatalogItem, type CustomerCatalogItem } from '../api';
import { useText } from '../texts';
import type { CatalogSide } from './catalog-list';
import { CatalogOrderForm } from './catalog-order-form';

export function CatalogItemView({ side, id, onBack }: { side: CatalogSide; id: number; onBack: () => void }) {
  const text = useText();
  const customerItem = storefrontApi.useCustomerCatalogItemQuery(id, { skip: side !== 'customer' });
  const facilityItem = storefrontApi.useFacilityCatalogItemQuery(id, { skip: side === 'customer' });
  const found: LoadedQuery<CustomerCatalogItem & Partial<CatalogItem>> = side === 'customer' ? customerItem : facilityItem;
  const back = (
    <Button variant="secondary" onClick={onBack}>
      <ChevronLeftIcon /> {text('catalog.back')}
    </Button>
  );
  return (
    <Page>
      <Toolbar>{back}</Toolbar>
      <Loaded query={found} failedTitle={text('catalog.itemFailed')}>
        {(item) => (
          <>
            <PageHeader>
              <h1>{item.name}</h1>
            </PageHeader>
            <Columns>
              <div>
                <Pictures item={item} />
                <ItemFacts item={item} />
                {item.description && <p>{item.description}</p>}
                <Prices item={item} />
                {side !== 'customer' && (
                  <p>
                    {item.published
                      ? text('catalog.publishedToNames', { names: (item.customers ?? []).map((c) => c.name).join(', ') })
                      : text('catalog.notPublished')}
                  </p>
                )}
              </div>
              {side === 'customer' && customerItem.data && <CatalogOrderForm item={customerItem.data} />}
            </Columns>
          </>
        )}
      </Loaded>
    </Page>
  );
}

function Pictures({ item }: { item: CustomerCatalogItem }) {
  const text = useText();
  const pictures = [
    ...(item.thumbnailUrl ? [{ key: 'part', url: item.thumbnailUrl }] : []),
    ...item.images.map((image) => ({ key: String(image.fileId), url: image.url })),
  ];
  if (!pictures.length) return null;
  return (
    <Gallery>
      {pictures.map((picture, index) => (
        <img key={picture.key} src={picture.url} alt={text('catalog.pictureNumber', { name: item.name, number: index + 1 })} />
      ))}
    </Gallery>
  );
}

function ItemFacts({ item }: { item: CustomerCatalogItem }) {
  const text = useText();
  const mm = (value: number) => value.toFixed(1);
  const facts: [string, string][] = [
    [text('catalog.column.partNumber'), item.partNumber ?? '—'],
    [text('catalog.column.facility'), item.facility.name],
    [text('catalog.column.process'), item.process],
    [text('catalog.column.material'), item.material],
    [text('catalog.column.leadTime'), text('catalog.days', { count: item.leadTimeDays })],
    ...(item.dimensions
      ? [
          [text('catalog.size'), `${mm(item.dimensions.x)} × ${mm(item.dimensions.y)} × ${mm(item.dimensions.z)} mm`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(item.volume !== null ? [[text('catalog.volume'), `${(item.volume / 1000).toFixed(2)} cm³`] as [string, string]] : []),
  ];
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <Fact key={term} label={term}>
          {value}
        </Fact>
      ))}
    </Facts>
  );
}

function Prices({ item }: { item: CustomerCatalogItem }) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  type Break = CustomerCatalogItem['prices'][number];
  const columns: TableColumn<Break>[] = [
    { key: 'quantity', title: text('catalog.fromQuantity'), align: 'right', value: (p) => p.minQuantity },
    {
      key: 'price',
      title: text('catalog.unitPrice'),
      align: 'right',
      value: (p) => formatMoney(p.unitPriceMinor, item.currency, locale),
    },
  ];
  return (
    <Section title={text('catalog.prices')}>
      <Table label={text('catalog.prices')} columns={columns} data={item.prices} getRowId={(p) => String(p.minQuantity)} />
    </Section>
  );
}

const Gallery = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};

  img {
    width: 160px;
    height: 160px;
    object-fit: contain;
    border-radius: 4px;
    background: ${colors.surface};
  }
`;
