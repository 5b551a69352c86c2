/**
 * A page about one of the company's orders (`:id` in the address): the order once it has loaded,
 * a spinner until then, and the failure with a retry. The order details and the order's 3D view
 * are such pages.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { OrderDetails } from 'shared/contracts';
import { Loaded, Page } from 'shared/ui';
import { storefrontApi } from '../api';
import { useText } from '../texts';

export function OrderPage({ children }: { children: (order: OrderDetails) => ReactNode }) {
  const text = useText();
  const order = storefrontApi.useCustomerOrderQuery(Number(useParams().id));
  return (
    <Page>
      <Loaded query={order} failedTitle={text('orderDetails.fetchFailed')}>
        {children}
      </Loaded>
    </Page>
  );
}
