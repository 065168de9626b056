/**
 * A certificate as a PDF (pdfkit): A4 landscape, a double frame, the site's name, the learner's
 * name and the course in large type, the hours and the date, the serial, and a QR code to the
 * public verification page (qrcode), whose address is also printed beside it. A revoked
 * certificate is still drawn, stamped REVOKED, so that a copy in circulation says what it is.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { I18n } from '@lingui/core';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { translate, type MessageText } from '../../i18n/message.js';
import type { CertificateDoc } from './certificate.model.js';
import { verifyPath } from './certificate-links.js';
import { LEARNING_MESSAGES as msg } from './learning.messages.js';
import type { Site } from './learning.presenter.js';

const INK = '#1f2a44';
const ACCENT = '#2f5fd0';
const MUTED = '#5b6477';

/** `i18n`: the language of the request, which the certificate's own words are printed in. */
export async function writeCertificatePdf(certificate: CertificateDoc, site: Site, i18n: I18n, out: Writable): Promise<void> {
  const say = (text: MessageText) => translate(i18n, text);
  // The date in UTC, so that it reads the same wherever it is opened.
  const printedDate = (d: Date) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
  const verifyUrl = `${site.publicUrl}${verifyPath(certificate.serial)}`;
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 360, color: { dark: INK, light: '#ffffff' } });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${say(msg.certificate.title)}: ${certificate.courseTitle}`, Author: site.siteName, Subject: certificate.learnerName, Creator: site.siteName },
  });
  doc.pipe(out);
  const ended = once(doc, 'end');
  const { width, height } = doc.page;

  // Frame: a thick outer line and a thin inner one.
  doc.lineWidth(6).strokeColor(ACCENT).rect(24, 24, width - 48, height - 48).stroke();
  doc.lineWidth(1).strokeColor(INK).rect(36, 36, width - 72, height - 72).stroke();

  const text = (value: string, y: number, font: string, size: number, color = INK, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.font(font).fontSize(size).fillColor(color).text(value, 72, y, { width: width - 144, align: 'center', ...options });
  };

  text(site.siteName.toUpperCase(), 70, 'Helvetica-Bold', 13, ACCENT, { characterSpacing: 3 });
  text(say(msg.certificate.title), 105, 'Times-Bold', 38);
  doc.lineWidth(1.5).strokeColor(ACCENT).moveTo(width / 2 - 90, 160).lineTo(width / 2 + 90, 160).stroke();
  text(say(msg.certificate.certifies), 185, 'Helvetica', 14, MUTED);
  text(certificate.learnerName, 212, 'Times-BoldItalic', 34);
  text(say(msg.certificate.completed), 268, 'Helvetica', 14, MUTED);
  text(certificate.courseTitle, 295, 'Times-Bold', 24);
  text(`${say(msg.certificate.hours(certificate.hours))}  ·  ${say(msg.certificate.issued(printedDate(certificate.issuedAt)))}`, 345, 'Helvetica', 13, MUTED);

  // Bottom band: the serial on the left, the QR code and its address on the right.
  const qrSize = 96;
  const bottom = height - 72;
  doc.image(qr, width - 72 - qrSize, bottom - qrSize, { width: qrSize, height: qrSize });
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(say(msg.certificate.serial(certificate.serial)), 72, bottom - 40, { width: 360 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(say(msg.certificate.verify), 72, bottom - 24, { width: width - 144 - qrSize - 24 });
  doc.font('Helvetica').fontSize(9).fillColor(ACCENT).text(verifyUrl, 72, bottom - 12, { width: width - 144 - qrSize - 24, link: verifyUrl, underline: false });

  if (certificate.status === 'revoked') {
    doc.save();
    doc.rotate(-20, { origin: [width / 2, height / 2] });
    doc.font('Helvetica-Bold').fontSize(110).fillColor('#c62828').fillOpacity(0.25).text(say(msg.certificate.revoked), 0, height / 2 - 60, { width, align: 'center' });
    doc.restore();
  }
  doc.end();
  await ended;
}
