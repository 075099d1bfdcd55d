import { financialYear, formatPaise, invoiceNumber, numberInIndianWords, rupeesInWords, splitGst } from './invoice';

describe('invoice rules', () => {
  it('writes amounts in words with Indian numbering (lakh, crore)', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(45)).toBe('Forty-Five');
    expect(numberInIndianWords(1001)).toBe('One Thousand One');
    expect(numberInIndianWords(123456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(numberInIndianWords(123456789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(rupeesInWords(850000)).toBe('Rupees Eight Thousand Five Hundred Only');
    expect(rupeesInWords(65050)).toBe('Rupees Six Hundred Fifty and Fifty Paise Only');
  });

  it('splits the stored tax into CGST + SGST halves inside the state, IGST outside; the parts add up to the tax', () => {
    expect(splitGst(1301, true)).toEqual(expect.objectContaining({ cgst: 65050, sgst: 65050, igst: 0, cgstRate: 9, sgstRate: 9 }));
    const odd = splitGst(99, true);
    expect(odd.cgst + odd.sgst).toBe(9900);
    expect(splitGst(1301, false)).toEqual(expect.objectContaining({ cgst: 0, sgst: 0, igst: 130100, igstRate: 18 }));
  });

  it('numbers invoices per financial year, April to March in Indian time', () => {
    expect(financialYear(new Date('2026-03-31T18:00:00Z'))).toBe('2025-26'); // 31 Mar 23:30 IST
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('2026-27'); // 1 Apr 00:01 IST
    expect(financialYear(new Date('2026-11-22T00:00:00Z'))).toBe('2026-27');
    expect(invoiceNumber('AYB', '2026-27', 42)).toBe('AYB/2026-27/000042');
    expect(formatPaise(12345650)).toBe('1,23,456.50');
  });
});
