/**
 * Hindi labels printed beside the invoice's English headings (issue 31). The invoice's legal wording stays
 * English (GST rules); these help a reader of Hindi find their way.
 */
export const INVOICE_LABELS_HI = {
  taxInvoice: 'कर बीजक',
  billedTo: 'बिल और डिलीवरी का पता',
  placeOfSupply: 'आपूर्ति का स्थान',
  items: 'सामान का विवरण',
  total: 'कुल रकम',
  amountInWords: 'रकम शब्दों में',
} as const;
