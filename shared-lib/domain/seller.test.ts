import { buildGstin, GST_STATE_CODES, gstinCheckCharacter, gstinError, panError, SELLER_MESSAGES, sellerZipNeedsLookup, taxIdentityError } from './seller';

// Real, published GSTINs (their check characters are the GSTN's, not computed by us).
const VALID_GSTINS = ['27AAPFU0939F1ZV', '27AAACR5055K1Z7', '24AAACC1206D1ZM', '29AAGCR4375J1ZU'];

describe('GSTIN', () => {
  it.each(VALID_GSTINS)('accepts the real GSTIN %s (check character verified)', (gstin) => {
    expect(gstinError(gstin)).toBeNull();
    expect(gstinError(gstin.toLowerCase())).toBeNull();
  });

  it('computes the published check characters', () => {
    for (const gstin of VALID_GSTINS) expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(buildGstin('27', 'AAPFU0939F')).toBe('27AAPFU0939F1ZV');
  });

  it.each([
    ['27AAPFU0939F1Z', SELLER_MESSAGES.gstinLength],
    ['27AAPFU0939F1ZVX', SELLER_MESSAGES.gstinLength],
    ['', SELLER_MESSAGES.gstinLength],
    ['2AAAPFU0939F1ZV', SELLER_MESSAGES.gstinFormat],
    ['27AAPFU0939F1XV', SELLER_MESSAGES.gstinFormat],
    ['27AAPFU0939F0ZV', SELLER_MESSAGES.gstinFormat],
    ['27AAPF10939F1ZV', SELLER_MESSAGES.gstinFormat],
  ])('refuses %p: wrong length or format', (gstin, message) => {
    expect(gstinError(gstin)).toBe(message);
  });

  it('refuses a state code that is no GST state (00, 39, 98) even with a correct check character', () => {
    for (const code of ['00', '39', '98']) expect(gstinError(buildGstin(code, 'AAPFU0939F'))).toBe(SELLER_MESSAGES.gstinStateCode);
  });

  it('refuses a wrong check character', () => {
    expect(gstinError('27AAPFU0939F1ZW')).toBe(SELLER_MESSAGES.gstinCheckDigit);
    expect(gstinError('27AAPFU0939F1Z0')).toBe(SELLER_MESSAGES.gstinCheckDigit);
    // one PAN letter changed: the old check character no longer fits
    expect(gstinError('27AAPFV0939F1ZV')).toBe(SELLER_MESSAGES.gstinCheckDigit);
  });
});

describe('PAN', () => {
  it.each(['AAPFU0939F', 'abcpe1234f'])('accepts %s', (pan) => expect(panError(pan)).toBeNull());
  it.each(['AAPFU0939', 'AAPF10939F', 'AAPFU093FF', 'AAPFU09391', 'AAPFU0939FF'])('refuses %s', (pan) => expect(panError(pan)).toBe(SELLER_MESSAGES.panFormat));
});

describe('tax identity (GSTIN, PAN and state together)', () => {
  const maharashtra = GST_STATE_CODES.Maharashtra;
  it('passes when the GSTIN is of the chosen state and holds the PAN', () => {
    expect(maharashtra).toBe('27');
    expect(taxIdentityError({ gst_number: '27AAPFU0939F1ZV', pan_number: 'AAPFU0939F', stateCode: maharashtra })).toBeNull();
  });
  it('refuses a GSTIN of another state than the chosen one', () => {
    expect(taxIdentityError({ gst_number: '27AAPFU0939F1ZV', pan_number: 'AAPFU0939F', stateCode: GST_STATE_CODES.Karnataka })).toBe(SELLER_MESSAGES.gstinStateMismatch);
    expect(taxIdentityError({ gst_number: '27AAPFU0939F1ZV', pan_number: 'AAPFU0939F', stateCode: null })).toBe(SELLER_MESSAGES.gstinStateMismatch);
  });
  it('refuses a PAN that is not the one inside the GSTIN', () => {
    expect(taxIdentityError({ gst_number: '27AAPFU0939F1ZV', pan_number: 'AAPFU0939G', stateCode: maharashtra })).toBe(SELLER_MESSAGES.panMismatch);
  });
  it('reports the GSTIN problem first, then the PAN format', () => {
    expect(taxIdentityError({ gst_number: '27AAPFU0939F1ZW', pan_number: 'x', stateCode: maharashtra })).toBe(SELLER_MESSAGES.gstinCheckDigit);
    expect(taxIdentityError({ gst_number: '27AAPFU0939F1ZV', pan_number: 'x', stateCode: maharashtra })).toBe(SELLER_MESSAGES.panFormat);
  });
  it('has a distinct official code for each of the 36 states and union territories', () => {
    const codes = Object.values(GST_STATE_CODES);
    expect(codes).toHaveLength(36);
    expect(new Set(codes).size).toBe(36);
    expect(GST_STATE_CODES).toEqual(expect.objectContaining({ Delhi: '07', Karnataka: '29', 'Tamil Nadu': '33', Telangana: '36', 'Andhra Pradesh': '37', Ladakh: '38' }));
  });
});

it('looks a seller ZIP up only with exactly 6 digits', () => {
  expect(sellerZipNeedsLookup('56003')).toBe(false);
  expect(sellerZipNeedsLookup('560034')).toBe(true);
  expect(sellerZipNeedsLookup('5600341')).toBe(false);
});
