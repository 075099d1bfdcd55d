/** A full page load of the current address (its own module so component tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
