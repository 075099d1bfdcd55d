/** The five policy documents (HTML). */
import { PRODUCT_NAME } from 'shared-lib/domain';

const contact = '<p>Questions? Write to <a href="mailto:care@ayurvedabazaar.in">care@ayurvedabazaar.in</a> or call +91 80 4567 8900 (10 am to 6 pm, Monday to Saturday).</p>';

export const POLICIES: ReadonlyArray<{ kind: string; description: string }> = [
  {
    kind: 'terms',
    description: `<h2>Terms and Conditions</h2><p>These terms govern your use of ${PRODUCT_NAME}. By browsing the site or placing an order you agree to them.</p><h3>1. Products</h3><p>All products are genuine items sourced from the brand or its authorised distributors. Ayurvedic medicines should be taken under the guidance of a qualified practitioner.</p><h3>2. Prices</h3><p>Prices are in Indian rupees and include applicable discounts. GST at 18% is added at checkout.</p><h3>3. Accounts</h3><p>You are responsible for keeping your password confidential.</p>${contact}`,
  },
  {
    kind: 'privacy',
    description: `<h2>Privacy Policy</h2><p>We collect only the information needed to process your orders: your name, contact details and delivery address.</p><ul><li>We never sell your data.</li><li>Payment details are handled by our payment partner and never stored by us.</li><li>You may ask us to delete your account at any time.</li></ul>${contact}`,
  },
  {
    kind: 'return',
    description: `<h2>Return Policy</h2><p>Unopened products may be returned within their return window, <strong>7 days</strong> of delivery unless the product page says otherwise. Damaged, wrong or expired items may be returned even if opened.</p><p>Prescription medicines and opened consumables cannot be returned.</p><ol><li>Open the order in My Account, Orders, and choose Return items.</li><li>Pack the item in its original packaging.</li><li>Our courier partner collects it within 3 working days; the refund and a GST credit note follow when the seller receives it.</li></ol>${contact}`,
  },
  {
    kind: 'shipping',
    description: `<h2>Shipping Policy</h2><p>Orders are delivered in <strong>3-5 days</strong> across India. Shipping is free on orders of ₹500 and above; a charge of ₹50 applies below that.</p><p>Some products can be delivered only to selected pincodes; the product page tells you before you order.</p>${contact}`,
  },
  {
    kind: 'cancellation',
    description: `<h2>Order Cancellation and Return Policy</h2><p>You may cancel an order any time before it is shipped. Prepaid orders are refunded to the original payment method within 5-7 working days.</p><p>Once shipped, an order can be returned under our Return Policy.</p>${contact}`,
  },
];
