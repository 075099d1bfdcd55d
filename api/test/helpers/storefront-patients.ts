/** Tokens for the storefront tests: the demo patient and a second patient created on the fly. */
import type { TestApp } from './test-app';

export async function patientToken(t: TestApp): Promise<{ token: string; id: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: 'patient@demo.in', password: 'Patient@123', role: 1 } });
  const token = res.json().token as string;
  const id = (t.app.jwt.decode(token) as { id: number }).id;
  return { token, id };
}

export async function otherPatientToken(t: TestApp, email = 'other.patient@test.in'): Promise<{ token: string; id: number }> {
  const row = await t.db
    .insertInto('users')
    .values({ role: 1, email, password_hash: 'x', first_name: 'Other', last_name: 'Patient', name: 'Other Patient' })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  const token = t.app.jwt.sign({ id: row.id, type: 'patient', name: 'Other Patient', tv: row.token_version });
  return { token, id: row.id };
}
