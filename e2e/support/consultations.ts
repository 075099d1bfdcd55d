/** Consultations for the room's journeys, written straight into the API's SQLite database. */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RunningServer } from './server';

/** A confirmed consultation of the demo doctor and patient that started a minute ago (booking only takes future slots): its room is open. */
export function consultationNow(api: RunningServer, concern: string): number {
  const db = new Database(path.join(api.dataDir, 'marketplace.sqlite'));
  try {
    const id = (email: string) => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
    const result = db
      .prepare('INSERT INTO appointments (doctor_id, patient_id, start_at, end_at, status, fee_paise, concern) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(id('doctor@demo.in'), id('patient@demo.in'), start.toISOString(), new Date(start.getTime() + 30 * 60_000).toISOString(), 'confirmed', 0, concern);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}
