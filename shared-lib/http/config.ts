/**
 * Runtime configuration of the browser apps: window.__APP_CONFIG__ (set by /app-config.js on pages that
 * load it) or, on the shell's page, the JSON data block `<script type="application/json" id="app-config">`
 * that the server fills in (an inline script would be refused by the Content-Security-Policy).
 */
import { FIRST_SCREEN_MARKERS } from 'shared-lib/contract/first-screen';

export interface AppConfig {
  apiBase: string;
  sellerDashboardUrl: string;
  /** the shell revalidates /remotes.json at most this often on navigation */
  manifestRevalidateSeconds: number;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

export const APP_CONFIG_ID = FIRST_SCREEN_MARKERS.appConfigId;
const defaults: AppConfig = { apiBase: '/api', sellerDashboardUrl: '/seller-dashboard/', manifestRevalidateSeconds: 30 };

/** The page's inlined configuration; {} when absent or not valid JSON (e.g. an SSI error text). */
function fromPage(): Partial<AppConfig> {
  const text = typeof document === 'undefined' ? '' : (document.getElementById(APP_CONFIG_ID)?.textContent?.trim() ?? '');
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<AppConfig>) : {};
  } catch {
    return {};
  }
}

export function appConfig(): AppConfig {
  if (typeof window === 'undefined') return { ...defaults };
  window.__APP_CONFIG__ ??= fromPage();
  return { ...defaults, ...window.__APP_CONFIG__ };
}

/** The site's origin path: the API base without its '/api' suffix (where /pay, /pincode and /uploads live). */
export function siteBase(): string {
  return appConfig().apiBase.replace(/\/api\/?$/, '');
}
