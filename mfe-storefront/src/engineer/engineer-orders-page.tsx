/** /engineer: the engineer's landing, the company's orders under way (the archive holds those that are over). */
import { OrderHistory } from '../order-history/order-history-page';

export default function EngineerOrdersPage() {
  return <OrderHistory scope="UNDER_WAY" />;
}
