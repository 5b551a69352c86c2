/**
 * The digital catalogue. A customer company (`/digital-catalog`,
 * `/engineer/digital-catalog`) reads the parts facilities publish to it, each at a fixed price per
 * quantity break, and orders one without a quote. A facility reads its own items
 * (`/service-provider/digital-catalog`); its DIGITAL_CATALOG_EDITORs keep them
 * (`/service-provider/digital-catalog-management`). An item opens in place (`?item={id}`, `?item=new`).
 */
import { useLocation, useSearchParams } from 'react-router-dom';
import { CatalogItemForm } from './catalog-item-form';
import { CatalogItemView } from './catalog-item-view';
import { CatalogList, type CatalogSide } from './catalog-list';

export default function DigitalCatalogPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const side: CatalogSide = pathname.startsWith('/service-provider')
    ? pathname.endsWith('-management')
      ? 'management'
      : 'facility'
    : 'customer';
  const item = params.get('item');
  const close = () => setParams({});
  if (item === 'new' && side === 'management') return <CatalogItemForm onDone={close} />;
  const id = Number(item) || undefined;
  if (id && side === 'management') return <CatalogItemForm key={id} id={id} onDone={close} />;
  if (id) return <CatalogItemView side={side} id={id} onBack={close} />;
  return <CatalogList side={side} onOpen={(opened) => setParams({ item: String(opened) })} />;
}
