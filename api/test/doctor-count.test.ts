/** The home page's doctor figure: how many doctors finished onboarding, counted on the server. */
import { createTestApp, type TestApp } from './helpers/test-app';
import { basicBody, createDoctor, documentFiles, otherFields, postMultipart, step, workBody } from './helpers/doctors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/doctor/count' });
  expect(res.statusCode).toBe(200);
  return res.json() as { success: boolean; data: { count: number } };
};
const listed = async () => (await t.app.inject({ method: 'GET', url: '/api/doctor/getAllDoctorList' })).json().data.length as number;

describe('doctor/count', () => {
  it('counts the doctors the team list shows: finished ones only, without a login', async () => {
    const before = await count();
    expect(before.success).toBe(true);
    expect(before.data.count).toBeGreaterThan(0);
    expect(before.data.count).toBe(await listed());

    const doctor = await createDoctor(t);
    expect((await step(t, doctor.token, '/api/doctor/savebasic', basicBody(doctor.id))).statusCode).toBe(200);
    expect((await step(t, doctor.token, '/api/doctor/savework', await workBody(t, doctor.id))).statusCode).toBe(200);
    expect((await count()).data.count).toBe(before.data.count);

    const finish = await postMultipart(t, '/api/doctor/saveother', await otherFields(t, doctor.id), documentFiles(), doctor.token);
    expect(finish.statusCode).toBe(200);
    expect((await count()).data.count).toBe(before.data.count + 1);
    expect(await listed()).toBe(before.data.count + 1);
  });
});
