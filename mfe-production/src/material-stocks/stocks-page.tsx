/**
 * /service-provider/material-management/stocks: what the facility holds of each material — on hand
 * from its released lots and its batches (in storage and on machines), apart from the lots in
 * quarantine — what its queued jobs reserve, what is available, and the materials below their
 * reorder point, counted in a badge. A material opens in place (`?material={id}`, and
 * `&facility={id}` for another facility of the enterprise, with the enterprise view) with where
 * it is kept, its reorder point and the history of its movements; the reorder alert's mail links here.
 */
import { useSearchParams } from 'react-router-dom';
import { StockList } from './stock-list';
import { StockRecord } from './stock-record';
import { MaterialArea } from '../material-nav/material-nav';

export default function StocksPage() {
  return (
    <MaterialArea>
      <StocksScreen />
    </MaterialArea>
  );
}

function StocksScreen() {
  const [params, setParams] = useSearchParams();
  const materialId = Number(params.get('material')) || undefined;
  const facilityId = Number(params.get('facility')) || undefined;
  if (materialId)
    return (
      <StockRecord
        key={`${materialId}-${facilityId}`}
        materialId={materialId}
        facilityId={facilityId}
        onBack={() => setParams({})}
      />
    );
  return (
    <StockList
      onOpen={(stock, enterprise) =>
        setParams({ material: String(stock.material.id), ...(enterprise ? { facility: String(stock.facility.id) } : {}) })
      }
    />
  );
}
