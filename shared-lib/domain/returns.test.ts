import { creditNoteNumber, gstOfPaise, maskedAccount, refundAccountProblem, RETURN_MESSAGES as M, returnCreditFigures, returnWindowAllowed, returnWindowEnd } from './returns';

describe('credit note arithmetic (paise)', () => {
  it('credits a line at its value with 18% GST split into CGST and SGST inside the state', () => {
    const f = returnCreditFigures({ orderGoods: 50_000, orderDiscount: 0, goodsBefore: 0, goodsNow: 20_000, intraState: true });
    expect(f).toEqual({ goods: 20_000, discount: 0, taxable: 20_000, cgst: 1_800, sgst: 1_800, igst: 0, total: 23_600 });
  });

  it('puts all GST into IGST outside the state', () => {
    expect(returnCreditFigures({ orderGoods: 50_000, orderDiscount: 0, goodsBefore: 0, goodsNow: 20_000, intraState: false })).toEqual(expect.objectContaining({ cgst: 0, sgst: 0, igst: 3_600, total: 23_600 }));
  });

  it("takes the line's share of the coupon discount, rounded to the paisa", () => {
    // ₹100 off an order of ₹300: a ₹100 line carries ₹33.33 of it
    const f = returnCreditFigures({ orderGoods: 30_000, orderDiscount: 10_000, goodsBefore: 0, goodsNow: 10_000, intraState: true });
    expect(f.discount).toBe(3_333);
    expect(f.taxable).toBe(6_667);
    expect(f.cgst + f.sgst).toBe(Math.round(6_667 * 0.18));
    expect(f.cgst).toBe(600);
    expect(f.sgst).toBe(600);
    expect(f.total).toBe(6_667 + 1_200);
  });

  it('never credits more in parts than at once (cumulative differences)', () => {
    const whole = returnCreditFigures({ orderGoods: 30_000, orderDiscount: 10_000, goodsBefore: 0, goodsNow: 30_000, intraState: true });
    const parts = [10_000, 10_000, 10_000].map((goodsNow, i) => returnCreditFigures({ orderGoods: 30_000, orderDiscount: 10_000, goodsBefore: i * 10_000, goodsNow, intraState: true }));
    for (const key of ['discount', 'taxable', 'cgst', 'sgst', 'total'] as const) expect(parts.reduce((sum, p) => sum + p[key], 0)).toBe(whole[key]);
    expect(whole.discount).toBe(10_000);
    expect(whole.taxable).toBe(20_000);
  });

  it('splits an odd GST paisa: CGST the lower half, SGST the rest', () => {
    expect(gstOfPaise(1_005, true)).toEqual({ cgst: 90, sgst: 91, igst: 0 });
  });

  it('numbers credit notes in their own series', () => {
    expect(creditNoteNumber('AYB', '2026-27', 42)).toBe('CN/AYB/2026-27/000042');
  });
});

describe('return rules', () => {
  it('allows a window only for over-the-counter products', () => {
    expect(returnWindowAllowed('otc', 7)).toBe(true);
    expect(returnWindowAllowed('schedule_h', 7)).toBe(false);
    expect(returnWindowAllowed('schedule_h', 0)).toBe(true);
  });

  it('ends the window the given days after delivery, and has none for prescriptions or 0 days', () => {
    expect(returnWindowEnd('2026-11-01T10:00:00.000Z', 7, 'otc')?.toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(returnWindowEnd('2026-11-01T10:00:00.000Z', 0, 'otc')).toBeNull();
    expect(returnWindowEnd('2026-11-01T10:00:00.000Z', 7, 'asu_e1')).toBeNull();
    expect(returnWindowEnd(null, 7, 'otc')).toBeNull();
  });

  it('validates a pay-on-delivery refund account by format', () => {
    expect(refundAccountProblem({})).toBe(M.refundAccountRequired);
    expect(refundAccountProblem({ upi_id: 'meera@okhdfc' })).toBeNull();
    expect(refundAccountProblem({ upi_id: 'meera.okhdfc' })).toBe(M.upiInvalid);
    expect(refundAccountProblem({ account_number: '12345678', ifsc: 'HDFC0001234' })).toBe(M.accountInvalid);
    expect(refundAccountProblem({ account_number: '123456789012', ifsc: 'HDFC1001234' })).toBe(M.ifscInvalid);
    expect(refundAccountProblem({ account_number: '1234 5678 9012', ifsc: 'hdfc0001234' })).toBeNull();
    expect(maskedAccount('123456789012')).toBe('XXXXXXXX9012');
  });
});
