import { checkPincodeAgainstCity, MESSAGES } from 'shared-lib/domain';
import { createPublicPostalService } from '../src/integrations/postal';
import { officeName } from '../src/integrations/postal/offline';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const lookup = async (pincode: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/pincode/${pincode}` });
  expect(res.statusCode).toBe(200);
  return res.json()[0];
};

describe('GET /pincode/{pincode} (offline data set)', () => {
  it('answers a real pincode in the public service shape', async () => {
    const result = await lookup('560034');
    expect(result.Status).toBe('Success');
    expect(result.PostOffice.length).toBeGreaterThan(1);
    expect(result.PostOffice[0]).toEqual(expect.objectContaining({ District: 'Bangalore', State: 'Karnataka', Pincode: '560034', Division: 'Bangalore South' }));
    expect(result.PostOffice.map((o: { Name: string }) => o.Name)).toContain('Koramangala');
  });

  it('matches the chosen city on Name, District or Division (case-insensitive)', async () => {
    const bangalore = await lookup('560034');
    expect(checkPincodeAgainstCity(bangalore, 'bangalore', MESSAGES.zipIncorrect)).toEqual({ ok: true });
    expect(checkPincodeAgainstCity(bangalore, 'Mysore', MESSAGES.zipIncorrect)).toEqual({ ok: false, message: MESSAGES.zipIncorrect });
    const delhi = await lookup('110001');
    expect(checkPincodeAgainstCity(delhi, 'Central Delhi', MESSAGES.zipIncorrect)).toEqual({ ok: true });
    expect(checkPincodeAgainstCity(delhi, 'South Delhi', MESSAGES.zipIncorrect).ok).toBe(false);
  });

  it('every city the seed offers for a pincode validates (cities derived from the same data)', async () => {
    const city = await t.db.selectFrom('cities').innerJoin('states', 'states.id', 'cities.state_id').select(['cities.name']).where('states.name', '=', 'Delhi').where('cities.name', '=', 'Central Delhi').executeTakeFirst();
    expect(city?.name).toBe('Central Delhi');
  });

  it.each(['999999', '000000'])('answers Status Error for an unknown pincode %s', async (pincode) => {
    expect(await lookup(pincode)).toEqual({ Status: 'Error', Message: 'No records found', PostOffice: null });
  });

  it.each(['56003', '5600341', 'abcdef'])('answers Status Error when not 6 digits (%s)', async (pincode) => {
    const result = await lookup(pincode);
    expect(result.Status).toBe('Error');
    expect(result.PostOffice).toBeNull();
    expect(checkPincodeAgainstCity(result, 'Bangalore', MESSAGES.zipIncorrect)).toEqual({ ok: false, message: result.Message });
  });

  it('strips the office-type suffix from names', () => {
    expect(officeName('Koramangala S.O')).toBe('Koramangala');
    expect(officeName('Ada B.O')).toBe('Ada');
    expect(officeName('New Delhi G.P.O.')).toBe('New Delhi');
  });
});

describe('public postal service adapter (stubbed fetch)', () => {
  const answer = [
    {
      Message: 'Number of pincode(s) found:1',
      Status: 'Success',
      PostOffice: [{ Name: 'Connaught Place', District: 'Central Delhi', Division: 'New Delhi Central', State: 'Delhi', Pincode: '110001' }],
    },
  ];

  it('calls the service URL and passes its answer through', async () => {
    const calls: string[] = [];
    const fetchStub = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const service = createPublicPostalService({ fetch: fetchStub });
    const result = await service.lookup('110001');
    expect(calls).toEqual(['https://api.postalpincode.in/pincode/110001']);
    expect(result).toEqual(answer[0]);
    expect(checkPincodeAgainstCity(result, 'new delhi central', MESSAGES.zipIncorrect).ok).toBe(true);
  });

  it("passes the service's Error answer and message through", async () => {
    const fetchStub = (async () => new Response(JSON.stringify([{ Message: 'No records found', Status: 'Error', PostOffice: null }]))) as unknown as typeof fetch;
    const result = await createPublicPostalService({ fetch: fetchStub }).lookup('999999');
    expect(result).toEqual({ Status: 'Error', Message: 'No records found', PostOffice: null });
  });

  it('answers Error without calling out when not 6 digits, and when the service is unreachable', async () => {
    const fetchStub = jest.fn(async () => {
      throw new Error('ENOTFOUND');
    }) as unknown as typeof fetch;
    const service = createPublicPostalService({ fetch: fetchStub });
    expect((await service.lookup('12345')).Status).toBe('Error');
    expect(fetchStub).not.toHaveBeenCalled();
    const down = await service.lookup('110001');
    expect(down).toEqual(expect.objectContaining({ Status: 'Error', PostOffice: null }));
    expect(down.Message).toMatch(/cannot be reached/);
  });

  it('is selected by config POSTAL_SERVICE=public', async () => {
    const { loadConfig } = await import('../src/config');
    expect(loadConfig({ POSTAL_SERVICE: 'public', JWT_SECRET: 'x' }).postalService).toBe('public');
    expect(loadConfig({ JWT_SECRET: 'x' }).postalService).toBe('offline');
  });
});
