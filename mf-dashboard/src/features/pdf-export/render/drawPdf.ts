import type { jsPDF } from 'jspdf';
import type { PdfLayout } from '../model/pdfLayout';
import type { PdfFonts } from './pdfFonts';

/** An image ready for jsPDF: a PNG or JPEG data URL. */
export interface PdfImage {
  dataUrl: string;
  format: 'PNG' | 'JPEG';
}

/**
 * Draws the laid-out pages on the document: text as text (selectable, searchable), rectangles,
 * images (each embedded once, however many pages show it: the logo is on every page) and link
 * areas. An image that was not made is left out.
 */
export function drawPdf(doc: jsPDF, layout: PdfLayout, fonts: PdfFonts, images: ReadonlyMap<string, PdfImage>): void {
  layout.pages.forEach((commands, index) => {
    if (index > 0) doc.addPage();
    for (const command of commands) {
      switch (command.op) {
        case 'text': {
          const { name, style } = fonts.faces[command.font];
          doc.setFont(name, style);
          doc.setFontSize(command.size);
          doc.setTextColor(command.color);
          doc.text(command.text, command.x, command.y);
          break;
        }
        case 'rect':
          doc.setFillColor(command.color);
          doc.rect(command.x, command.y, command.width, command.height, 'F');
          break;
        case 'link':
          doc.link(command.x, command.y, command.width, command.height, { url: command.url });
          break;
        case 'image': {
          const image = images.get(command.image);
          if (image) doc.addImage(image.dataUrl, image.format, command.x, command.y, command.width, command.height, command.image, 'FAST');
          break;
        }
      }
    }
  });
}
