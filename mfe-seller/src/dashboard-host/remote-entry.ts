/** The host is built into `dashboard/` of the remote's release folder: its remote entry is one folder up. */
declare const __webpack_public_path__: string;

export function sellerRemoteEntry(publicPath: string = __webpack_public_path__): string {
  return new URL('../remoteEntry.js', new URL(publicPath, window.location.href)).href;
}
