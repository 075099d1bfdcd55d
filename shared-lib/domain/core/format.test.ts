import { formatCount, formatDate, formatMoney, pluralCategory } from 'shared-lib/domain/core';
import { MESSAGES_HI } from 'shared-lib/domain/i18n';

describe('money', () => {
  test('groups by lakh and crore with Latin digits in both languages', () => {
    expect(formatMoney(123450)).toBe('₹1,23,450');
    expect(formatMoney(123450, 'hi')).toBe('₹1,23,450');
    expect(formatMoney(12345678, 'hi')).toBe('₹1,23,45,678');
    expect(formatMoney(999)).toBe('₹999');
    expect(formatMoney(1234.5)).toBe('₹1,234.5');
  });
});

describe('dates and times in India time', () => {
  // 20:00 UTC on 31 Dec is 01:30 on 1 Jan in India
  const newYearInIndia = '2025-12-31T20:00:00Z';
  test('a UTC instant is shown on its Indian date', () => {
    expect(formatDate(newYearInIndia)).toBe('01 Jan 2026');
    expect(formatDate(newYearInIndia, 'date', 'hi')).toBe('01 जन॰ 2026');
  });
  test('times are India time, Latin digits in Hindi', () => {
    expect(formatDate(newYearInIndia, 'time')).toBe('1:30 am');
    expect(formatDate(newYearInIndia, 'time', 'hi')).toMatch(/^1:30 (am|पूर्वाह्न)$/);
  });
  test('month and year', () => {
    expect(formatDate('2026-03-15T06:00:00Z', 'monthYear', 'hi')).toBe('मार्च 2026');
  });
  test('an unreadable date is shown as given', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('plurals', () => {
  test('Hindi counts 0 as singular', () => {
    const item = { one: 'वस्तु', other: 'वस्तुएँ' };
    expect(formatCount(0, item, 'hi')).toBe('0 वस्तु');
    expect(formatCount(1, item, 'hi')).toBe('1 वस्तु');
    expect(formatCount(3, item, 'hi')).toBe('3 वस्तुएँ');
    expect(pluralCategory(0, 'hi')).toBe('one');
  });
  test('English counts only 1 as singular', () => {
    expect(pluralCategory(0)).toBe('other');
    expect(pluralCategory(1)).toBe('one');
    expect(formatCount(0, { one: 'item', other: 'items' })).toBe('0 items');
  });
  test("the list's count line in Hindi uses the rule", () => {
    expect(MESSAGES_HI.listCount(0)).toBe('प्राकृतिक हेल्थ सप्लीमेंट | 0 वस्तु');
    expect(MESSAGES_HI.listCount(3)).toBe('प्राकृतिक हेल्थ सप्लीमेंट | 3 वस्तुएँ');
  });
});
