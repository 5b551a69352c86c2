/**
 * /store-front-config (STOREFRONT_CONFIG_EDITOR): what the facility's customers
 * see in its store front — the top navigation's items (STORE_FRONT_MENU_CONFIG: shown or not,
 * label, badge, address) with a preview, its own words (STORE_FRONT_UI_CONFIG: its name, the
 * welcome on New Order, support contacts) with a preview, and its currencies (STORE_FRONT_CONFIG:
 * showCurrency, enableCurrency, defaultCurrency, the currencies). Each save is audited, and the customers'
 * open store fronts follow.
 */
import type { MenuItemConfig, StorefrontConfig, StorefrontUiConfig } from 'shared/contracts';
import { Loaded, Page, PageHeader } from 'shared/ui';
import { useConfigValue } from '../config-value';
import { together } from '../loaded-together';
import { useText } from '../texts';
import { Currencies } from './currencies';
import { StorefrontWords } from './storefront-words';
import { TopNavigation } from './top-navigation';

export default function StorefrontConfigPage() {
  const text = useText();
  const menu = useConfigValue<Record<string, Record<string, MenuItemConfig>>>('STORE_FRONT_MENU_CONFIG');
  const storefront = useConfigValue<StorefrontConfig>('STORE_FRONT_CONFIG');
  const words = useConfigValue<StorefrontUiConfig>('STORE_FRONT_UI_CONFIG');
  return (
    <Page>
      <PageHeader>
        <h1>{text('storefront.title')}</h1>
      </PageHeader>
      <p>{text('storefront.intro')}</p>
      <Loaded query={together({ menu, storefront, words })} failedTitle={text('storefront.fetchFailed')}>
        {(saved) => (
          <>
            <TopNavigation saved={saved.menu} />
            <StorefrontWords saved={saved.words} />
            <Currencies saved={saved.storefront} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
