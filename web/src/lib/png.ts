import { toPng } from 'html-to-image';
import { downloadUrl } from './download';

/** Elements marked with this attribute (menus, buttons) are left out of the picture. */
const PNG_SKIP_ATTRIBUTE = 'data-png-skip';

/**
 * Saves what an element shows as a PNG: twice the screen resolution so that text stays sharp when
 * printed or zoomed, on white because the page behind a card is not part of the picture.
 */
export async function downloadElementAsPng(element: HTMLElement, fileName: string): Promise<void> {
  const dataUrl = await toPng(element, {
    pixelRatio: 2,
    backgroundColor: 'white',
    filter: (node) => !(node instanceof Element && node.hasAttribute(PNG_SKIP_ATTRIBUTE)),
  });
  downloadUrl(dataUrl, fileName);
}
