/**
 * PhoneField as the kit exports it: its code, with libphonenumber-js and the country list (about
 * 150 KB minified), loads when a form first shows one, not with every signed-in page.
 */
import { lazy, Suspense } from 'react';
import { Loading } from './loading';
import type { PhoneFieldProps } from './phone-field';

const LazyPhoneField = lazy(() => import('./phone-field').then((module) => ({ default: module.PhoneField })));

export function PhoneField(props: PhoneFieldProps) {
  return (
    <Suspense fallback={<Loading size="sm" />}>
      <LazyPhoneField {...props} />
    </Suspense>
  );
}
