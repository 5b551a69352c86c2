/**
 * /order/{id}/cad-viewer: the order's parts in the 3D viewer, one at a time. The part shown is
 * in the address (`?part=` the order's part id), so a link opens the part it names; the list
 * beside the viewer switches between the parts whose files the reader may see.
 */
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { OrderDetails } from 'shared/contracts';
import { colors, focusRing, Muted, PageHeader, radius, space } from 'shared/ui';
import { CadViewer } from 'shared/viewer';
import { OrderPage } from '../order-details/order-page';
import { useText } from '../texts';

export default function CadViewerPage() {
  return <OrderPage>{(order) => <PartsInViewer order={order} />}</OrderPage>;
}

function PartsInViewer({ order }: { order: OrderDetails }) {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const parts = order.parts.filter((part) => part.fileId !== null);
  const shown = parts.find((part) => String(part.id) === params.get('part')) ?? parts[0];
  const title = order.displayTitle || text('orderDetails.untitled');
  return (
    <>
      <PageHeader>
        <h1>{text('cadViewer.title', { title })}</h1>
        <Link to={`/order-details/${order.id}`}>{text('cadViewer.back')}</Link>
      </PageHeader>
      {!shown ? (
        <Muted>{text('cadViewer.noParts')}</Muted>
      ) : (
        <Layout>
          <nav aria-label={text('cadViewer.parts')}>
            <ul>
              {parts.map((part) => (
                <li key={part.id}>
                  <PartChoice
                    type="button"
                    aria-current={part === shown ? 'true' : undefined}
                    onClick={() => setParams({ part: String(part.id) }, { replace: true })}
                  >
                    {part.pngFileDTO && <img src={part.pngFileDTO.fileURL} alt="" />}
                    <span>
                      {part.fileName}
                      <Muted>
                        {text('cadViewer.partFacts', { quantity: part.quantity, material: part.material?.name ?? '—' })}
                      </Muted>
                    </span>
                  </PartChoice>
                </li>
              ))}
            </ul>
          </nav>
          <CadViewer key={shown.id} source={{ fileId: shown.fileId! }} name={shown.fileName ?? ''} />
        </Layout>
      )}
    </>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) 1fr;
  gap: ${space(4)};
  align-items: start;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space(2)};
  }
`;

const PartChoice = styled.button`
  display: flex;
  gap: ${space(2)};
  align-items: center;
  width: 100%;
  padding: ${space(2)};
  text-align: left;
  font: inherit;
  background: none;
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
  &[aria-current='true'] {
    border-color: ${colors.primary};
    box-shadow: inset 3px 0 0 ${colors.primary};
  }
  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
  }
  span {
    display: grid;
  }
`;
