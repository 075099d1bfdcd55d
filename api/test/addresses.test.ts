import { MESSAGES, PATIENT_MESSAGES } from 'shared-lib/domain';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, loginPatient, placeIds, signUp } from './helpers/patients';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function bangalore(line1 = 'Flat 12, Lotus Residency') {
  return { address: { address_line_1: line1, address_line_2: 'Koramangala 4th Block', pincode: '560034' }, ...(await placeIds(t, 'Karnataka', 'Bangalore')) };
}
async function delhi(line1 = '14, Janpath') {
  return { address: { address_line_1: line1, address_line_2: 'Connaught Place', pincode: '110001' }, ...(await placeIds(t, 'Delhi', 'Central Delhi')) };
}

describe('address book', () => {
  it("lists the demo patient's two real addresses with state and city names", async () => {
    const demo = await loginPatient(t, 'patient@demo.in', 'Patient@123');
    const res = await call(t, demo.token, 'GET', `/api/patient/getAddressByUserId/${demo.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(2);
    expect(list.map((a: { city_name: string; is_default: number }) => [a.city_name, a.is_default])).toEqual([
      ['Bangalore', 1],
      ['Central Delhi', 0],
    ]);
    expect(JSON.parse(list[0].address)).toEqual(expect.objectContaining({ pincode: '560034' }));
  });

  it('makes the first address the default, then keeps exactly one default', async () => {
    const p = await signUp(t);
    const first = await call(t, p.token, 'POST', '/api/patient/addAddress', { ...(await bangalore()), user_id: p.id, is_default: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual(expect.objectContaining({ is_default: 1, user_id: p.id, state_name: 'Karnataka', city_name: 'Bangalore' }));
    const second = await call(t, p.token, 'POST', '/api/patient/addAddress', { ...(await delhi()), user_id: p.id, is_default: 0 });
    expect(second.json().data.is_default).toBe(0);

    const switched = await call(t, p.token, 'PUT', '/api/patient/setDefaultAddress', [
      { id: first.json().data.id, is_default: 0 },
      { id: second.json().data.id, is_default: 1 },
    ]);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.map((a: { is_default: number }) => a.is_default)).toEqual([0, 1]);

    const twoDefaults = await call(t, p.token, 'PUT', '/api/patient/setDefaultAddress', [
      { id: first.json().data.id, is_default: 1 },
      { id: second.json().data.id, is_default: 1 },
    ]);
    expect(twoDefaults.statusCode).toBe(400);
    expect(twoDefaults.json().message).toBe(PATIENT_MESSAGES.oneDefault);

    // deleting the default makes the other one default
    const afterDelete = await call(t, p.token, 'DELETE', `/api/patient/deleteAddress/${second.json().data.id}`);
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json().data).toEqual([expect.objectContaining({ id: first.json().data.id, is_default: 1 })]);
  });

  it('updates an own address and re-checks the pincode', async () => {
    const p = await signUp(t);
    const added = (await call(t, p.token, 'POST', '/api/patient/addAddress', await bangalore())).json().data;
    const moved = await call(t, p.token, 'PUT', `/api/patient/updateUserAddress/${added.id}`, await delhi('22, Barakhamba Road'));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual(expect.objectContaining({ city_name: 'Central Delhi', pincode: '110001', is_default: 1 }));
    const mismatch = await call(t, p.token, 'PUT', `/api/patient/updateUserAddress/${added.id}`, {
      ...(await delhi()),
      address: { address_line_1: 'x', address_line_2: 'y', pincode: '560034' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(MESSAGES.zipIncorrect);
  });

  it('refuses a pincode that does not match the city, an unknown pincode, and a city of another state', async () => {
    const p = await signUp(t);
    const wrongCity = { ...(await delhi()), address: { address_line_1: 'a', address_line_2: 'b', pincode: '560034' } };
    const res = await call(t, p.token, 'POST', '/api/patient/addAddress', wrongCity);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.zipIncorrect);
    const unknown = await call(t, p.token, 'POST', '/api/patient/addAddress', { ...(await delhi()), address: { address_line_1: 'a', address_line_2: 'b', pincode: '999999' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No records found');
    const ka = await placeIds(t, 'Karnataka', 'Bangalore');
    const dl = await placeIds(t, 'Delhi', 'Central Delhi');
    const crossed = await call(t, p.token, 'POST', '/api/patient/addAddress', { ...(await bangalore()), state_id: dl.state_id, city_id: ka.city_id });
    expect(crossed.statusCode).toBe(400);
    expect((await call(t, p.token, 'GET', `/api/patient/getAddressByUserId/${p.id}`)).json().data).toEqual([]);
  });

  it("never reads or changes another patient's addresses", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const bAddress = (await call(t, b.token, 'POST', '/api/patient/addAddress', await bangalore('B home'))).json().data;
    const aAddress = (await call(t, a.token, 'POST', '/api/patient/addAddress', await delhi('A home'))).json().data;

    expect((await call(t, a.token, 'GET', `/api/patient/getAddressByUserId/${b.id}`)).statusCode).toBe(403);
    expect((await call(t, a.token, 'GET', `/api/patient/getUserAddressById/${bAddress.id}`)).statusCode).toBe(404);
    expect((await call(t, a.token, 'PUT', `/api/patient/updateUserAddress/${bAddress.id}`, await bangalore('hijacked'))).statusCode).toBe(404);
    expect((await call(t, a.token, 'DELETE', `/api/patient/deleteAddress/${bAddress.id}`)).statusCode).toBe(404);
    expect((await call(t, a.token, 'POST', '/api/patient/addAddress', { ...(await bangalore('for B')), user_id: b.id })).statusCode).toBe(403);
    expect(
      (await call(t, a.token, 'PUT', '/api/patient/setDefaultAddress', [
        { id: aAddress.id, is_default: 0 },
        { id: bAddress.id, is_default: 1 },
      ])).statusCode,
    ).toBe(404);

    const bList = (await call(t, b.token, 'GET', `/api/patient/getAddressByUserId/${b.id}`)).json().data;
    expect(bList).toEqual([expect.objectContaining({ id: bAddress.id, is_default: 1 })]);
    expect(JSON.parse(bList[0].address).address_line_1).toBe('B home');
    const aList = (await call(t, a.token, 'GET', `/api/patient/getAddressByUserId/${a.id}`)).json().data;
    expect(aList).toEqual([expect.objectContaining({ id: aAddress.id, is_default: 1 })]);
  });

  it('refuses empty lines with the spec texts', async () => {
    const p = await signUp(t);
    const res = await call(t, p.token, 'POST', '/api/patient/addAddress', { ...(await bangalore()), address: { address_line_1: '  ', address_line_2: 'x', pincode: '560034' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.fieldMandatory);
  });
});
