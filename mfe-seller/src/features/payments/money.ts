/** Paise shown as rupees, and instants shown as India dates, on the Payments page. */
import { formatPaise } from 'shared-lib/domain';

export const rupees = (paise: number) => `${paise < 0 ? '−' : ''}₹${formatPaise(Math.abs(paise))}`;

export const istDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
