/** Consultations for the room's journeys, written straight into the API's SQLite database. */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RunningServer } from './server';

/**
 * A confirmed consultation of the demo doctor and patient that started a minute or a few ago (booking only
 * takes future slots): its room is open. Each call takes the latest start minute the doctor has free, so
 * several journeys (or viewports) in one minute each get their own.
 */
export function consultationNow(api: RunningServer, concern: string): number {
  const db = new Database(path.join(api.dataDir, 'marketplace.sqlite'));
  try {
    const id = (email: string) => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
    const [doctor, patient] = [id('doctor@demo.in'), id('patient@demo.in')];
    const taken = db.prepare('SELECT 1 FROM appointments WHERE doctor_id = ? AND start_at = ?');
    const thisMinute = Math.floor(Date.now() / 60_000) * 60_000;
    for (let minutesAgo = 1; minutesAgo <= 15; minutesAgo++) {
      const start = new Date(thisMinute - minutesAgo * 60_000);
      if (taken.get(doctor, start.toISOString())) continue;
      const result = db
        .prepare('INSERT INTO appointments (doctor_id, patient_id, start_at, end_at, status, fee_paise, concern) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(doctor, patient, start.toISOString(), new Date(start.getTime() + 30 * 60_000).toISOString(), 'confirmed', 0, concern);
      return Number(result.lastInsertRowid);
    }
    throw new Error('the demo doctor has no free start minute in the last 15 minutes');
  } finally {
    db.close();
  }
}
