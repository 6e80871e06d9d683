/** Hands `href` to the browser as a download named `fileName`, through a link that is never shown. */
export function downloadUrl(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
