/** Saves a file the API serves only with the session's token (invoices, prescriptions, reports): fetched as a blob, never kept in the store. */
import { http } from 'shared-lib/http';

export async function downloadFile(url: string, filename: string, params?: Record<string, string>): Promise<void> {
  const response = await http.get<Blob>(url, { responseType: 'blob', ...(params ? { params } : {}) });
  const objectUrl = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
