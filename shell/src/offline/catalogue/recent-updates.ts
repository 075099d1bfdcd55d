/**
 * The catalogue paths the worker lately found changed on the server (issue 32), so a page that starts
 * listening after the worker told the open pages (the boot script's early request is revalidated before the
 * shell's code listens) still learns of them: it asks (SAVED_DATA_STATE) and gets each one again.
 */
export class RecentUpdates {
  private readonly paths = new Map<string, number>();

  constructor(private readonly keepMs: number) {}

  add(path: string, now: number): void {
    this.paths.delete(path);
    this.paths.set(path, now);
  }

  /** The paths changed within the last keepMs (older ones forgotten). */
  since(now: number): string[] {
    for (const [path, at] of this.paths) if (now - at > this.keepMs) this.paths.delete(path);
    return [...this.paths.keys()];
  }
}
