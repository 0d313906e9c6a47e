// Realistic one-to-two page resumes built in the test: a PDF with pdfkit and a .docx with docx,
// laid out the way people write them (name and title, contact line, headed sections, bullets).
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

export type ResumeSection = { heading: string; lines: string[] };

export type ResumeContent = {
  name: string;
  headline: string;
  contact: string[];
  sections: ResumeSection[];
};

export const NURSE_RESUME: ResumeContent = {
  name: 'Grace Whitfield',
  headline: 'Registered Nurse',
  contact: ['grace.whitfield@example.com | (555) 410-2287 | Denver, CO', 'linkedin.com/in/gracewhitfield'],
  sections: [
    {
      heading: 'PROFESSIONAL SUMMARY',
      lines: [
        'Registered nurse with 9 years of experience in intensive care, cardiac step-down and emergency nursing. Known for calm leadership during codes, precise medication management and mentoring new graduate nurses.',
      ],
    },
    {
      heading: 'EXPERIENCE',
      lines: [
        'ICU Charge Nurse',
        'Denver Health Medical Center, Denver, CO',
        'April 2020 - Present',
        '- Lead a team of 14 nurses across a 28-bed medical intensive care unit',
        '- Cut central line infections by 45% by introducing a bundle checklist and weekly audits',
        '- Precept new graduate nurses through a 12-week ICU residency program',
        '',
        'Staff Nurse, Cardiac Step-Down Unit',
        'St. Joseph Hospital, Denver, CO',
        'June 2016 - March 2020',
        '- Cared for 5 telemetry patients per shift after cardiac surgery and catheterization',
        '- Trained 20 colleagues on the new Epic EHR medication administration workflow',
        '',
        'Emergency Department Nurse',
        'Poudre Valley Hospital, Fort Collins, CO',
        'July 2015 - May 2016',
        '- Triaged 35+ patients per shift in a level II trauma center',
      ],
    },
    {
      heading: 'EDUCATION',
      lines: ['Bachelor of Science in Nursing', 'University of Colorado, 2015'],
    },
    {
      heading: 'SKILLS',
      lines: ['Critical care, Patient assessment, Ventilator management, Epic EHR, Medication administration, IV therapy, Team leadership'],
    },
    {
      heading: 'CERTIFICATIONS',
      lines: ['CCRN - Critical Care Registered Nurse', 'ACLS - Advanced Cardiovascular Life Support', 'BLS - Basic Life Support'],
    },
  ],
};

export const THERAPIST_RESUME: ResumeContent = {
  name: 'Daniel Ortega',
  headline: 'Physical Therapist',
  contact: ['daniel.ortega@example.com | (555) 302-7719 | Portland, OR'],
  sections: [
    {
      heading: 'SUMMARY',
      lines: [
        'Licensed physical therapist with 6 years of outpatient orthopedic and sports rehabilitation experience, focused on evidence-based treatment plans and measurable patient outcomes.',
      ],
    },
    {
      heading: 'WORK EXPERIENCE',
      lines: [
        'Senior Physical Therapist',
        'Cascade Sports Medicine, Portland, OR',
        'January 2021 - Present',
        '- Manage a caseload of 60 orthopedic and post-surgical patients a week',
        '- Raised patient goal attainment to 92% with standardized outcome tracking',
        '',
        'Physical Therapist',
        'Providence Rehabilitation Services, Portland, OR',
        'August 2018 - December 2020',
        '- Designed home exercise programs for knee and shoulder rehabilitation',
      ],
    },
    {
      heading: 'EDUCATION',
      lines: ['Doctor of Physical Therapy', 'Pacific University, 2018'],
    },
    {
      heading: 'SKILLS',
      lines: ['Manual therapy, Orthopedic rehabilitation, Gait analysis, Therapeutic exercise, Patient education'],
    },
  ],
};

export function resumePdf(resume: ResumeContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `${resume.name} - Resume` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(22).text(resume.name);
    doc.font('Helvetica').fontSize(13).fillColor('#334155').text(resume.headline);
    doc.fontSize(10).fillColor('#000000');
    for (const line of resume.contact) doc.text(line);
    for (const section of resume.sections) {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(section.heading);
      doc.font('Helvetica').fontSize(10.5);
      for (const line of section.lines) {
        if (line === '') doc.moveDown(0.4);
        else doc.text(line, { paragraphGap: 2 });
      }
    }
    doc.end();
  });
}

export function resumeDocx(resume: ResumeContent): Promise<Buffer> {
  const paragraphs = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(resume.name)] }),
    new Paragraph({ children: [new TextRun({ text: resume.headline, bold: true })] }),
    ...resume.contact.map((line) => new Paragraph(line)),
    ...resume.sections.flatMap((section) => [
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(section.heading)] }),
      ...section.lines.map((line) =>
        line.startsWith('- ') ? new Paragraph({ text: line.slice(2), bullet: { level: 0 } }) : new Paragraph(line),
      ),
    ]),
  ];
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}
