/** /engineer/archive: the company's orders that are over (withdrawn, archived, completed). */
import { OrderHistory } from '../order-history/order-history-page';

export default function EngineerArchivePage() {
  return <OrderHistory scope="ARCHIVE" />;
}
