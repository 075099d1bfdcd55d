/**
 * The shopper's whole way in Hindi (issue 31) at 375 and 1280 px: home, the product list, a product's details,
 * the cart and a guest checkout through to the placed order. On each screen axe finds no `lang` or contrast
 * violation, nothing is wider than the phone, and the screenshots land in e2e/screenshots/hindi-shop-*.png.
 */
import { DESKTOP, PHONE, popupSettled, screenshot, spinnerGone } from '../support/browser';
import type { ShopProduct } from '../support/checkout';
import { checkHindiScreen as checkScreen, openPage, shopAndBrowserForThisFile } from '../support/hindi';

const shop = shopAndBrowserForThisFile();
let product: ShopProduct;

beforeAll(async () => {
  const body = (await (await fetch(`${shop.server.url}/api/product/allProducts?limit=100`)).json()) as { data: ShopProduct[] };
  // a product any pincode can receive, sold without a prescription, with stock to spare
  product = body.data.find((p) => !p.availableLocations && p.prescription_class === 'otc' && p.in_stock_quantity >= 5)!;
}, 120000);

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('the shop in Hindi at %s px', (label, viewport) => {
  it('home, list, details, cart and a guest order, every screen in Hindi', async () => {
    // home
    const page = await openPage(shop, viewport, '#/home', { forAxe: true });
    const context = page.context();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await spinnerGone(page);
    await page.getByRole('link', { name: 'अभी खरीदें' }).first().waitFor();
    await page.getByRole('heading', { name: 'हमारे साथ बेचें' }).waitFor();
    await page.getByRole('button', { name: 'रजिस्टर करें' }).waitFor();
    await checkScreen(page, `hindi-shop-home-${label}`, viewport);

    // the product list
    await page.getByRole('link', { name: 'अभी खरीदें' }).first().click();
    await page.getByRole('heading', { name: 'अभी खरीदें' }).waitFor();
    await page.getByRole('button', { name: /कार्ट में डालें/ }).first().waitFor();
    await expect(page.getByText('ग्राहक रेटिंग').count()).resolves.toBe(1);
    await checkScreen(page, `hindi-shop-list-${label}`, viewport);

    // the product's details
    await page.goto(`${shop.server.url}/#/home/buy-medicine/product-details/${product.id}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'विवरण' }).waitFor();
    await page.getByText('रेटिंग और रिव्यू').waitFor();
    await checkScreen(page, `hindi-shop-details-${label}`, viewport);
    await page.getByRole('button', { name: 'कार्ट में डालें', exact: true }).click();

    // the cart
    await page.getByRole('button', { name: 'कार्ट, 1 वस्तु' }).first().click();
    const cart = page.getByRole('dialog', { name: 'आपका कार्ट' });
    await cart.getByText(product.name).waitFor();
    await checkScreen(page, `hindi-shop-cart-${label}`, viewport);
    await cart.getByRole('button', { name: 'ऑर्डर करें' }).click();

    // the guest checkout
    await page.getByRole('heading', { name: 'चेकआउट', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'ग्राहक की जानकारी' }).waitFor();
    await page.getByText('कैश ऑन डिलीवरी').waitFor();
    await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
    // the form's own messages are Hindi too
    await page.getByText('ईमेल ज़रूरी है।').first().waitFor();
    const form = page.getByTestId('customer-form');
    await form.getByLabel('पहला नाम').fill('मीरा');
    await form.getByLabel('उपनाम').fill('अय्यर');
    await form.getByLabel('ईमेल').fill('meera@example.in');
    await form.getByLabel('मोबाइल नंबर').fill('9876543210');
    await form.getByLabel('पता (लाइन 1)').fill('21 मंदिर मार्ग');
    await page.waitForFunction(() => document.querySelectorAll('#checkout-state_id option').length > 1);
    await form.getByLabel('राज्य').selectOption({ index: 1 });
    await page.waitForFunction(() => document.querySelectorAll('#checkout-city_id option').length > 1 && !(document.querySelector('#checkout-city_id') as HTMLSelectElement).disabled);
    await form.getByLabel('शहर').selectOption({ index: 1 });
    await form.getByLabel('पिनकोड').fill('560034');
    await page.getByText('ऑर्डर की कुल राशि').waitFor();
    await checkScreen(page, `hindi-shop-checkout-${label}`, viewport);

    await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
    await page.getByTestId('order-placed').getByRole('heading', { name: 'ऑर्डर हो गया।' }).waitFor({ timeout: 10000 });
    await checkScreen(page, `hindi-shop-placed-${label}`, viewport);
    await page.locator('.swal2-title').filter({ hasText: 'धन्यवाद!' }).waitFor({ timeout: 10000 });
    await popupSettled(page);
    await expect(page.locator('.swal2-html-container').textContent()).resolves.toMatch(/आपका ऑर्डर नंबर \S+ है।/);
    await screenshot(page, `hindi-shop-thank-you-${label}`);
    await context.close();
  });
});
