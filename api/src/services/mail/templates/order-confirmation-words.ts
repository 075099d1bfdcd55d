/** The order confirmation mail's words in each language (issue 31); the English ones are the mail's since issue 11. */
import { formatDate, formatMoney, formatRupees, GST_PERCENT_LABEL, PAYMENT_TYPE_LABELS, type Language, type PaymentType } from 'shared-lib/domain';
import { PAYMENT_TYPE_LABELS_HI } from 'shared-lib/domain/i18n/orders-hi';

export interface OrderMailWords {
  money: (rupees: number) => string;
  date: (iso: string) => string;
  deadline: (iso: string) => string;
  payment: (type: string) => string;
  confirmTitle: string;
  confirmSubject: (uniqueId: string) => string;
  confirmAsk: (deadline: string) => string;
  confirmButton: string;
  subtotal: string;
  shipping: string;
  free: string;
  discount: string;
  tax: string;
  orderTotal: string;
  viewOrders: string;
  trackOrder: string;
  thanks: string;
  /** the attached invoices: one, or one from each seller of the order (issue 33) */
  invoiceNote: (invoiceNumbers: string[]) => string;
  greeting: (name: string) => string;
  qty: string;
  preheader: (uniqueId: string, total: string) => string;
  orderId: string;
  placedOn: (date: string) => string;
  placedOnLabel: string;
  paymentLabel: string;
  items: string;
  address: string;
  keepId: string;
  subject: (uniqueId: string) => string;
}

const IST: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata' };

const en: OrderMailWords = {
  money: formatRupees,
  date: (iso) => new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  deadline: (iso) => `${new Date(iso).toLocaleString('en-IN', { ...IST, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hour12: true })} IST`,
  payment: (type) => PAYMENT_TYPE_LABELS[type as PaymentType] ?? type,
  confirmTitle: 'Please confirm your order',
  confirmSubject: (id) => `Confirm your order ${id}`,
  confirmAsk: (deadline) => `Please confirm your order by ${deadline}. Orders that are not confirmed are cancelled and their items go back on sale.`,
  confirmButton: 'Confirm my order',
  subtotal: 'Cart Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  discount: 'Discount',
  tax: GST_PERCENT_LABEL,
  orderTotal: 'Order Total',
  viewOrders: 'View your orders',
  trackOrder: 'Track your order',
  thanks: 'Thank you for your order',
  invoiceNote: (n) =>
    n.length > 1
      ? `Your GST tax invoices ${n.join(', ')} (one from each seller of your order) are attached as PDFs.`
      : `Your GST tax invoice ${n[0]} is attached as a PDF.`,
  greeting: (name) => `Namaste ${name}, we have received your order and will let you know when it ships.`,
  qty: 'Qty',
  preheader: (id, total) => `Order ${id}: ${total}`,
  orderId: 'Order ID',
  placedOn: (date) => `Placed on ${date}`,
  placedOnLabel: 'Placed on',
  paymentLabel: 'Payment',
  items: 'Items',
  address: 'Delivery address',
  keepId: 'Keep your Order ID: you will need it to track your order.',
  subject: (id) => `Order ${id} confirmed`,
};

const hi: OrderMailWords = {
  money: (rupees) => formatMoney(rupees, 'hi'),
  date: (iso) => formatDate(iso, 'date', 'hi'),
  deadline: (iso) => `${formatDate(iso, 'dateTime', 'hi')} IST`,
  payment: (type) => PAYMENT_TYPE_LABELS_HI[type as PaymentType] ?? type,
  confirmTitle: 'कृपया अपना ऑर्डर पक्का करें',
  confirmSubject: (id) => `अपना ऑर्डर ${id} पक्का करें`,
  confirmAsk: (deadline) => `कृपया ${deadline} तक अपना ऑर्डर पक्का करें। जो ऑर्डर पक्के नहीं होते, वे कैंसल हो जाते हैं और उनका सामान फिर से बिक्री पर आ जाता है।`,
  confirmButton: 'मेरा ऑर्डर पक्का करें',
  subtotal: 'कार्ट का सबटोटल',
  shipping: 'डिलीवरी शुल्क',
  free: 'मुफ़्त',
  discount: 'छूट',
  tax: GST_PERCENT_LABEL,
  orderTotal: 'ऑर्डर का कुल',
  viewOrders: 'अपने ऑर्डर देखें',
  trackOrder: 'अपना ऑर्डर ट्रैक करें',
  thanks: 'ऑर्डर करने के लिए धन्यवाद',
  invoiceNote: (n) =>
    n.length > 1
      ? `आपके GST टैक्स इनवॉइस ${n.join(', ')} (आपके ऑर्डर के हर विक्रेता का एक) PDF के रूप में साथ में लगे हैं।`
      : `आपका GST टैक्स इनवॉइस ${n[0]} PDF के रूप में साथ में लगा है।`,
  greeting: (name) => `नमस्ते ${name}, हमें आपका ऑर्डर मिल गया है। ऑर्डर भेजे जाने पर हम आपको बताएँगे।`,
  qty: 'मात्रा',
  preheader: (id, total) => `ऑर्डर ${id}: ${total}`,
  orderId: 'ऑर्डर ID',
  placedOn: (date) => `${date} को ऑर्डर किया गया`,
  placedOnLabel: 'ऑर्डर की तारीख',
  paymentLabel: 'भुगतान',
  items: 'सामान',
  address: 'डिलीवरी का पता',
  keepId: 'अपनी ऑर्डर ID संभालकर रखें: ऑर्डर ट्रैक करने के लिए इसकी ज़रूरत होगी।',
  subject: (id) => `ऑर्डर ${id} पक्का हो गया`,
};

export const ORDER_MAIL_WORDS: Record<Language, OrderMailWords> = { en, hi };
