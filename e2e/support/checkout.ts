/** The guest checkout steps the journeys share: a session cart opened on the checkout page, and the customer form filled in. */
import type { Page } from 'playwright-core';
import type { ProductSummary } from 'shared-lib/contract';
import { screenshot } from './browser';

/** A product as the shop's product list (`/api/product/allProducts`) gives it: the contract's summary. */
export type ShopProduct = ProductSummary;

/** Puts `cart` (the shop's session cart lines) into the session, opens the checkout page and waits for its form. */
export async function openGuestCheckout(page: Page, baseUrl: string, cart: unknown[]): Promise<void> {
  await page.goto(`${baseUrl}/`);
  // let the shell redirect '' to home first, or that redirect can land after our own navigation
  await page.waitForURL(/#\/home$/);
  await page.evaluate((items) => sessionStorage.setItem('cart', JSON.stringify(items)), cart);
  await page.goto(`${baseUrl}/#/home/buy-medicine/product/checkout`);
  await page.reload(); // the store reads the session cart when the app starts
  await page.getByTestId('customer-form').waitFor({ timeout: 10000 }).catch(async (error) => {
    console.log('session cart:', await page.evaluate(() => sessionStorage.getItem('cart')), (await page.locator('main').first().innerText()).slice(0, 400));
    await screenshot(page, 'checkout-debug');
    throw error;
  });
  await page.getByTestId('spinner-overlay').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
}

export interface GuestCustomer {
  firstName: string;
  lastName: string;
  email: string;
  line1: string;
  /** left empty when not given */
  line2?: string;
  pincode: string;
}

/** Fills the guest's customer form: names, contact, address, the first state and city offered, the pincode. */
export async function fillGuestForm(page: Page, customer: GuestCustomer): Promise<void> {
  const form = page.getByTestId('customer-form');
  await form.getByLabel('First name').fill(customer.firstName);
  await form.getByLabel('Last name').fill(customer.lastName);
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Address line 1').fill(customer.line1);
  if (customer.line2 !== undefined) await form.getByLabel('Address line 2').fill(customer.line2);
  await page.waitForFunction(() => document.querySelectorAll('#checkout-state_id option').length > 1);
  await form.getByLabel('State').selectOption({ index: 1 });
  await page.waitForFunction(() => document.querySelectorAll('#checkout-city_id option').length > 1 && !(document.querySelector('#checkout-city_id') as HTMLSelectElement).disabled);
  await form.getByLabel('City').selectOption({ index: 1 });
  await form.getByLabel('Pincode').fill(customer.pincode);
}
