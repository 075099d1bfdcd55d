/** Every mail about a guest's order links to Track an order (issue 25); a patient's does not need it. */
import { sellerCancelledMail } from '../src/services/mail/templates/account-safety';
import { shipmentDeliveredMail, shipmentShippedMail } from '../src/services/mail/templates/shipment';

const TRACK = '#/order/track?order=AYB-2026-11-000042';
const order = { uniqueId: 'AYB-2026-11-000042', customerName: 'Meera Iyer' };

describe.each([
  ['shipped', (guest: boolean) => shipmentShippedMail({ ...order, courier: 'India Post', trackingNumber: 'EE123456789IN', guest })],
  ['delivered', (guest: boolean) => shipmentDeliveredMail({ ...order, deliveredOn: '2026-11-26T08:00:00.000Z', guest })],
  ['cancelled by the seller', (guest: boolean) => sellerCancelledMail({ ...order, items: ['Triphala Churna × 1'], reason: 'Out of stock at the warehouse', guest })],
])('the %s mail', (_name, render) => {
  it("of a guest's order links to Track an order, in HTML and text", () => {
    const mail = render(true);
    expect(mail.html).toContain(TRACK);
    expect(mail.text).toContain(`Track your order: http://localhost:8080/${TRACK}`);
  });

  it("of a patient's order does not", () => {
    const mail = render(false);
    expect(mail.html).not.toContain(TRACK);
    expect(mail.text).not.toContain(TRACK);
  });
});
