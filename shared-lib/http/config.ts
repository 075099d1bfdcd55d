/** Runtime configuration of the browser apps, read from window.__APP_CONFIG__ (set by the served index.html). */
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

const defaults: AppConfig = { apiBase: '/api', sellerDashboardUrl: '/seller-dashboard/', manifestRevalidateSeconds: 30 };

export function appConfig(): AppConfig {
  const fromWindow = typeof window === 'undefined' ? {} : (window.__APP_CONFIG__ ?? {});
  return { ...defaults, ...fromWindow };
}

/** The site's origin path: the API base without its '/api' suffix (where /pay, /pincode and /uploads live). */
export function siteBase(): string {
  return appConfig().apiBase.replace(/\/api\/?$/, '');
}
