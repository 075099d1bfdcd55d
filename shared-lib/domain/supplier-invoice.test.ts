import { allocatePaise, isIntraStateSupply, sellerInvoicePrefix, splitGstPaise, supplierShares } from './supplier-invoice';

describe('tax split by the supplier state and the place of supply', () => {
  it('charges CGST + SGST when the seller ships inside its own state (place of supply = delivery state)', () => {
    const intra = isIntraStateSupply('Maharashtra', 'maharashtra ');
    expect(intra).toBe(true);
    expect(splitGstPaise(1801, intra)).toEqual({ intraState: true, cgst: 900, sgst: 901, igst: 0, cgstRate: 9, sgstRate: 9, igstRate: 0 });
  });

  it('charges IGST when the seller is in another state than the delivery, whatever the marketplace state', () => {
    // a Maharashtra seller delivering to Karnataka (the house company's state) is inter-state
    const intra = isIntraStateSupply('Maharashtra', 'Karnataka');
    expect(intra).toBe(false);
    expect(splitGstPaise(1801, intra)).toEqual({ intraState: false, cgst: 0, sgst: 0, igst: 1801, cgstRate: 0, sgstRate: 0, igstRate: 18 });
  });

  it('never treats an unknown supplier state as intra-state', () => {
    expect(isIntraStateSupply('', '')).toBe(false);
  });
});

describe('sharing an order between its suppliers', () => {
  it('shares paise by largest remainder and always adds up', () => {
    expect(allocatePaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePaise(10000, [30000, 10000])).toEqual([7500, 2500]);
    expect(allocatePaise(7, [0, 0])).toEqual([7, 0]);
    expect(allocatePaise(0, [5, 5])).toEqual([0, 0]);
  });

  it('gives shipping to the house invoice, shares discount by goods and GST by taxable value, to the order total', () => {
    // house: ₹200 goods + ₹50 shipping; seller: ₹800 goods; ₹100 coupon; GST ₹171 (18% of ₹950)
    const shares = supplierShares(
      [
        { goods: 20000, carriesShipping: true },
        { goods: 80000, carriesShipping: false },
      ],
      { shipping: 5000, discount: 10000, gst: 17100 },
    );
    expect(shares[0]).toEqual({ goods: 20000, shipping: 5000, discount: 2000, taxable: 23000, gst: 4140, total: 27140 });
    expect(shares[1]).toEqual({ goods: 80000, shipping: 0, discount: 8000, taxable: 72000, gst: 12960, total: 84960 });
    expect(shares[0].total + shares[1].total).toBe(20000 + 5000 + 80000 - 10000 + 17100);
  });

  it('numbers each seller in its own series', () => {
    expect(sellerInvoicePrefix(12)).toBe('S12');
  });
});
