import PDFDocument from 'pdfkit';

const JOBS = [
  ['Senior Registered Nurse', 'Mercy General Hospital, Sacramento, CA', 'Jan 2019 - Present'],
  ['ICU Staff Nurse', 'UC Davis Medical Center, Sacramento, CA', 'Jun 2015 - Dec 2018'],
  ['Medical-Surgical Nurse', 'Sutter Health, Roseville, CA', 'Aug 2012 - May 2015'],
  ['Nursing Assistant', 'Kaiser Permanente, Oakland, CA', 'Jan 2010 - Jul 2012'],
];

/** A letter-size PDF drawn by `draw` with pdfkit, as bytes. */
export function renderPdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A typical two-page resume as recruiters receive them, made with pdfkit. */
export function typicalResumePdf(): Promise<Buffer> {
  return renderPdf((doc) => {
    doc.fontSize(20).text('Jordan A. Patel');
    doc.fontSize(10).text('jordan.patel@example.com | (916) 555-0142 | Sacramento, CA | linkedin.com/in/jordanpatel');
    doc.moveDown().fontSize(13).text('PROFESSIONAL SUMMARY');
    doc.fontSize(10).text(
      'Registered nurse with over twelve years of acute and critical care experience, leading teams in high-volume intensive care units, precepting new graduates and driving quality improvement projects that reduced infections and readmissions.',
    );
    doc.moveDown().fontSize(13).text('EXPERIENCE');
    for (const [title, company, duration] of JOBS) {
      doc.moveDown(0.5).fontSize(11).text(title!);
      doc.fontSize(10).text(`${company} | ${duration}`);
      for (let i = 0; i < 6; i++) {
        doc.text(
          `• Coordinated care for up to ${4 + i} critically ill patients per shift, working with physicians, pharmacists and respiratory therapists to deliver evidence-based treatment plans.`,
        );
      }
    }
    doc.moveDown().fontSize(13).text('EDUCATION');
    doc.fontSize(10).text('Bachelor of Science in Nursing, California State University, Sacramento, 2012');
    doc.text('Associate of Science in Nursing, Sacramento City College, 2009');
    doc.moveDown().fontSize(13).text('SKILLS');
    doc.fontSize(10).text('Critical care, Ventilator management, Hemodynamic monitoring, Epic EHR, Patient education, Team leadership, Quality improvement, BLS, ACLS');
    doc.moveDown().fontSize(13).text('CERTIFICATIONS');
    doc.fontSize(10).text('CCRN - Critical Care Registered Nurse, AACN, 2016');
    doc.text('ACLS - American Heart Association, 2023');
  });
}
