import { describe, expect, it } from 'vitest';
import { extractContact, isContactLine } from './contact.js';
import { toLines } from './lines.js';
import { splitSections } from './sections.js';
import { readPageMarks } from './visual-fields.js';
import { FIELD_MARK } from '../../files/field-marks.js';

function contactOf(text: string) {
  const lines = toLines(text);
  return extractContact(splitSections(lines), lines);
}

describe('extractContact', () => {
  it('When the header is one line of separated details, then each field is read', () => {
    expect(contactOf('ALEX CHEN\nSeattle, WA | alex.chen@gmail.com | (206) 555-0187 | linkedin.com/in/alexchen | github.com/alexchen\n\nSUMMARY\nEngineer.')).toEqual({
      name: 'Alex Chen',
      email: 'alex.chen@gmail.com',
      phone: '(206) 555-0187',
      location: 'Seattle, WA',
      linkedin: 'linkedin.com/in/alexchen',
      website: 'github.com/alexchen',
    });
  });

  it.each([
    ['(206) 555-0187', '(206) 555-0187'],
    ['206-555-0187', '206-555-0187'],
    ['206.555.0187', '206.555.0187'],
    ['+1 206 555 0187', '+1 206 555 0187'],
    ['+1 (415) 555-0119', '+1 (415) 555-0119'],
    ['Mobile: 07700 900123', '07700 900123'],
    ['Tel: +44 20 7946 0958', '+44 20 7946 0958'],
    ['+49 30 2345 6789', '+49 30 2345 6789'],
    ['+39 347 123 4567', '+39 347 123 4567'],
    ['303-555-0147 (mobile)', '303-555-0147'],
  ])('When the phone is written "%s", then it is read as "%s"', (written, phone) => {
    expect(contactOf(`Jane Doe\n${written}\njane@example.com`).phone).toBe(phone);
  });

  it('When the name carries the initials of all given names and the e-mail is masked with x\'s, then the name is read without them and there is no e-mail', () => {
    const contact = contactOf('JOB DOUMA (J.B.P.)\nxxxxxxxx@xxxxxxx.xxx | Nijmegen, NL\n\nEXPERIENCE\nEngineer, ING 2020 - 2021');

    expect([contact.name, contact.email]).toEqual(['Job Douma', '']);
  });

  it('When an icon glyph is glued to the end of the name, then the name is read without it', () => {
    expect(contactOf('João Moreira\uf0e0 joao@example.com | \uf015 jagmoreira.com\n\nSKILLS\nPython').name).toBe('João Moreira');
  });

  it('When a map-marker icon reads as a digit after the phone number, then it is no part of the number', () => {
    expect(contactOf('KARAN KUMAR\n@ karan@example.com s +49-176-21411550 5 Bremen, Germany\n\nSKILLS\nPython').phone).toBe('+49-176-21411550');
  });

  it('When a researcher ID of four dash-joined groups sits among the contacts, then no part of it is taken for the phone', () => {
    expect(contactOf('Jane Doe\njane@example.com | ORCID 0000-0002-1825-0097').phone).toBe('');
    expect(contactOf('Jane Doe\njane@example.com | ORCID 0000-0002-1825-0097 | 217-555-0199').phone).toBe('217-555-0199');
  });

  it('When a date range precedes the phone, then the years are not taken for a number', () => {
    expect(contactOf('Jane Doe\n2015 - 2019 Analyst\nCell: 217-555-0199').phone).toBe('217-555-0199');
  });

  it.each([
    ['Austin, TX 78701', 'Austin, TX'],
    ['San Francisco, California', 'San Francisco, California'],
    ['Toronto, ON, Canada', 'Toronto, ON, Canada'],
    ['Berlin, Germany', 'Berlin, Germany'],
    ['42 Elm Street, Springfield, IL 62704', 'Springfield, IL'],
    ['Address: 14 Clarendon Road, Leeds, LS2 9NZ, United Kingdom', 'Leeds, United Kingdom'],
    ['Location: Remote', 'Remote'],
    ['Bristol, UK · 07911 123456', 'Bristol, UK'],
    ['Kraków, Poland | +48 512 345 678', 'Kraków, Poland'],
    ['12 Birch Lane, Portland OR 97201', 'Portland, OR'],
    ['New Haven CT, 06511', 'New Haven, CT'],
  ])('When the location is written "%s", then it is read as "%s"', (written, location) => {
    expect(contactOf(`Jane Doe\n${written}\njane@example.com`).location).toBe(location);
  });

  it('When the name carries credentials that look like a province code, then the location is not the name', () => {
    expect(contactOf('Ahmed Hassan, PE, PMP\nDubai, UAE | ahmed@example.com').location).toBe('Dubai, UAE');
  });

  it.each([
    ['https://www.linkedin.com/in/jane-doe-123/', 'https://www.linkedin.com/in/jane-doe-123/'],
    ['LinkedIn: linkedin.com/in/janedoe', 'linkedin.com/in/janedoe'],
    ['uk.linkedin.com/in/janedoe', 'uk.linkedin.com/in/janedoe'],
    ['\uF08C linkedin/janedoe', 'linkedin/janedoe'],
  ])('When LinkedIn is written "%s", then it is read as "%s"', (written, linkedin) => {
    expect(contactOf(`Jane Doe\n${written}`).linkedin).toBe(linkedin);
  });

  it.each([
    ['an address withheld', 'Jane Doe\nAddress withheld on public CV\njane@example.com'],
    ['a list of products under "Contact"', 'Jane Doe\nContact\njane@example.com\n425.626.7520\nOpenCL, OpenMP,\nHadoop, Thrift,\nQt, ASP .NET'],
  ])('When the contact lines hold %s, then no location is read', (_case, text) => {
    expect(contactOf(text).location).toBe('');
  });

  it.each([
    ['42-8, Bangbae-ro 15-gil, Seocho-gu, Seoul, 00681, Rep. of KOREA', 'Seoul, Rep. of KOREA'],
    ['Mapo-gu, Seoul, Republic of KOREA', 'Seoul, Republic of KOREA'],
  ])('When the country’s name after "of" is in capitals ("%s"), then the location is "%s"', (written, location) => {
    expect(contactOf(`Byungjin Park\n${written}\n(+82) 10-9030-1843 | jane@example.com\nSummary\nEngineer.`).location).toBe(location);
  });

  it('When the address gives a street before a city named like its state, then the location is the city', () => {
    expect(contactOf('Sona Smith\n1542 Loop Street, New York, NY 10343\n(212) 204-5342\nsona@example.com').location).toBe('New York, NY');
  });

  it('When a name in large type was extracted with a tab between its words, then it is still the name', () => {
    expect(contactOf('Shaun \tBanta\n1050 Steele St\nDenver, CO 80206\nsb@example.com').name).toBe('Shaun Banta');
  });

  it('When both a portfolio and GitHub are given, then the portfolio is the website', () => {
    expect(contactOf('Jane Doe\ngithub.com/jdoe | janedoe.design | jane@janedoe.com').website).toBe('janedoe.design');
  });

  it('When an e-mail domain or a tech name looks like a site, then it is not the website', () => {
    expect(contactOf('Jane Doe\njane@janedoe.com\nSKILLS\nASP.NET, Node.js').website).toBe('');
  });

  it.each([
    ['Maria Lopez, RN, BSN', 'Maria Lopez'],
    ['ROBERT J. MILLER', 'Robert J. Miller'],
    ["Kevin O'Brien", "Kevin O'Brien"],
    ['Thomas Anderson, Ph.D.', 'Thomas Anderson'],
    ['Diego Fernández', 'Diego Fernández'],
    ['Ludwig van Beethoven', 'Ludwig van Beethoven'],
    ['Name: Nina Petrova', 'Nina Petrova'],
    ['Fatima Al-Rashid, PharmD', 'Fatima Al-Rashid'],
  ])('When the name line is "%s", then the name is "%s"', (written, name) => {
    expect(contactOf(`${written}\nSenior Analyst\njane@example.com`).name).toBe(name);
  });

  it('When the resume opens with a title line, then the name is still the person', () => {
    expect(contactOf('CURRICULUM VITAE\nPersonal Details\nName: Nina Petrova\nEmail: nina@example.com').name).toBe('Nina Petrova');
  });

  it('When a sidebar is read before the name, then the name spelled in the e-mail is found', () => {
    const text = 'CONTACT\npriya.patel@gmail.com\nSan Francisco, CA\nSKILLS\nSQL\nLooker Studio\nPriya Patel\nSenior Data Analyst\nPROFILE\nAnalyst.';

    expect(contactOf(text)).toMatchObject({ name: 'Priya Patel', location: 'San Francisco, CA' });
  });

  it('When the first address is a work one that spells no name, then the name spelled in the second is found', () => {
    const research = Array.from({ length: 12 }, (_, index) => `${2000 + index} – ${2001 + index} Turku Centre for Biotechnology PhD student`).join('\n');
    const overview = Array.from({ length: 12 }, (_, index) => `Finding ${index + 1}: survival models for prostate cancer cohorts.`).join('\n');
    const text = `Research experience\n${research}\nOverview\n${overview}\nTeemu Daniel Laajala\nFICAN Cancer Researcher\nb. 1987\nTurku, Finland\nT (+358) 400 842 893\nhttp://orcid.org/0000-0002-\n7016-7354\n@ teelaa@utu.fi\nteemu.daniel.laajala@gmail.com`;

    expect(contactOf(text).name).toBe('Teemu Daniel Laajala');
  });

  it('When a citation names the candidate by surname and initial, then the name line at the top still wins', () => {
    const text = 'Thomas Anderson, Ph.D.\ntanderson@umn.edu\nPUBLICATIONS\n1. Anderson T., Roman-Leshkov Y. "Selective hydrodeoxygenation." 2021.';

    expect(contactOf(text).name).toBe('Thomas Anderson');
  });

  it('When a sidebar lists two-word skills before the name, then a skill is not taken for the name', () => {
    const text = 'CONTACT\nfatima.alrashid@gmail.com\nSKILLS\nEpic Willow\nFatima Al-Rashid, PharmD\nClinical Pharmacist';

    expect(contactOf(text).name).toBe('Fatima Al-Rashid');
  });

  it.each([
    ['in capitals', 'MINH ANH NGUYEN\nBackend Developer', 'Minh Anh Nguyen'],
    ['split over two lines', 'JANE\nDOE\nRegistered Nurse', 'Jane Doe'],
    ['with a nickname in brackets', 'Nguyen Van An (Andy)\nBackend Developer', 'Nguyen Van An (Andy)'],
    ['with pronouns beside it', 'Sam Okafor (they/them)\nBackend Developer', 'Sam Okafor'],
    ['with pronouns beside it, in capitals', 'ANA RUIZ (SHE/HER/HERS)\nBackend Developer', 'Ana Ruiz'],
    ['glued to the headline a LaTeX template sets beside it', 'Jane ParkDevOps Engineer · Software Architect', 'Jane Park'],
    ['in capitals glued to the headline', 'Jane ParkSOFTWARE ARCHITECT · SECURITY EXPERT', 'Jane Park'],
    ['followed by a title on the same line', 'Dmitry Volkov Kernel Engineer', 'Dmitry Volkov'],
    ['followed by contact details on the same line', 'Ravi Shah Email: ravi@shah.dev\nravishah.dev Mobile: +1-123-456-7890', 'Ravi Shah'],
    ['as one word in capitals at the top', 'ANDERSON\nSite Reliability Engineer', 'Anderson'],
    ['without the space large type lost, before a suffix and headline', 'JaneDoe, Jr. | Underwater Basket Weaver\nD ResearchGateHandle', 'Jane Doe'],
    ['in small letters without its space, as the e-mail spells it', 'johnsmith\njunior business analyst\njohn@smith.com', 'John Smith'],
    ['with wide letter spacing, its words parted where the e-mail parts them', 'L A C H L A N P E T T I G R E W\nSenior Civil Engineer\nlachlan.pettigrew@example.com', 'Lachlan Pettigrew'],
    ['with wide letter spacing and a wide gap between its words', 'J O H N   D O E\nSenior Civil Engineer\njd@example.com', 'John Doe'],
    ['after the document’s name', 'Resume of John Smith\nSenior Civil Engineer\njs@example.com', 'John Smith'],
    ['in capitals and small letters with wide letter spacing, parted where a capital follows a small letter', 'Chronological Resume Example\nJ a d z i a D a x\nChicago, IL.\nE-mail: J-Dax3@example.edu', 'Jadzia Dax'],
    ['glued to a tagline', 'Devanshu DesaiRanked #1 Python Programmer on HackerRank', 'Devanshu Desai'],
    ['glued to a headline in capitals', 'Katherine EatonPHD CANDIDATE · SOFTWARE DEVELOPER · ANTHROPOLOGIST', 'Katherine Eaton'],
    ['before an icon read as a symbol, then the e-mail', 'Mihael Tunik # mihael.tunik@example.com', 'Mihael Tunik'],
    ['in capitals glued to a degree', 'Arun WOOSAREEBSc. Computer Engineering Software Co-op - University of Alberta', 'Arun Woosaree'],
    ['with the surname in capitals', 'Jean DUPONT-LAMBERT | jean@example.com', 'Jean Dupont-Lambert'],
    ['with an inner capital, glued to a tagline', 'Mary MacDonaldRanked #1 Python Programmer on HackerRank', 'Mary MacDonald'],
    ['glued to the links beside it', 'Spencer Pearsongithub.com/spencer linkedin.com/in/spencer spencer.dev', 'Spencer Pearson'],
    ['in capitals with a degree’s initials inside the surname', 'GIACOMO LOMBARDO\nIngegnere Informatico | AI e Deep Learning Focus', 'Giacomo Lombardo'],
    ['with the surname in capitals glued to a headline in French', 'Alexander CHAYKINArchitecte et chef de produit', 'Alexander Chaykin'],
    ['glued to the place set beside it', 'Pierre OllivierParis, France | pierre@example.fr | 07 85 61 33 47', 'Pierre Ollivier'],
  ])('When the name is written %s, then it is read', (_shape, header, name) => {
    expect(contactOf(`${header}\njane@example.com\nEXPERIENCE\nAnalyst, Acme, 2019 – 2021`).name).toBe(name);
  });

  it.each([
    ['a town over its country', 'Berlin\nGermany\n+49 30 5550 6632\nmarek.dvorak@example.com\nMarek Dvořák\nHead of Logistics Operations'],
    ['a street over its house number', 'Im Neuenheimer Feld\n280\nHeidelberg\nGermany\nm.dvorak@example.org\nInterests\nSailing; chess; the history of maps and of the routes they drew.\nMarek Dvořák\nResearcher'],
  ])('When a fancy layout sets %s above the name, then the address is not the name and the accented name the e-mail spells is', (_shape, header) => {
    expect(contactOf(`${header}\nExperience\nAnalyst, Acme, 2019 – 2021`).name).toBe('Marek Dvořák');
  });

  it('When the e-mail spells an initial and the first of two surnames, then the name far down is found', () => {
    const text = 'Introduction\nA poem about resumes.\nMateo Ibáñez Cortés\nCurriculum Vitae\nProfessional experience\n2011–2018 Developer, Klarna.\nm.ibanez@example.org';

    expect(contactOf(text).name).toBe('Mateo Ibáñez Cortés');
  });

  it('When the header gives no name, then an employer under the experience heading is not taken for one', () => {
    const text = 'Site Reliability Engineer\ninfo@example.com\nEmployment History\nRed Hat\nDevOps Engineer\n01/2022 - Present';

    expect(contactOf(text).name).toBe('');
  });

  it('When the name only appears far from the top, then a surname spelled after an initial in the e-mail finds it', () => {
    const text = 'Introduction\nA poem about resumes.\nAlmog Kurtser\nCurriculum Vitae\nProfessional experience\n2011–2018 Developer, Klarna.\nakurtser@gmail.com';

    expect(contactOf(text).name).toBe('Almog Kurtser');
  });

  it.each([
    ['(+82) 10-9030-1843', '(+82) 10-9030-1843'],
    ['+(49) 157-5706-2745', '+(49) 157-5706-2745'],
    ['📱 (+82) 10-9030-1843 | 🖂 jane@example.com', '(+82) 10-9030-1843'],
  ])('When the country code is written in brackets, "%s", then the phone keeps it', (written, phone) => {
    expect(contactOf(`Jane Doe\n${written}\njane@example.com`).phone).toBe(phone);
  });

  it('When the phone number has digits hidden, then no phone is read', () => {
    expect(contactOf('Jan Kuester\nBremen, Germany\ninfo@example.com\n+49 176 313 *** **\n\nEXPERIENCE\nEngineer').phone).toBe('');
  });

  it('When the name shares its line with a headline, a city and a country, then the city and country are the location', () => {
    const contact = contactOf('Jan Kuester · Consultant and Software Engineer · Bremen, Germany · info@example.com\n\nSUMMARY\nEngineer.');

    expect(contact).toMatchObject({ name: 'Jan Kuester', location: 'Bremen, Germany' });
  });

  it.each([
    ['the word "Resume" after it', 'Jan Kuester Resume\ninfo@example.com'],
    ['an address glued to it', 'Jan Kuester17 Prime Avenue, Apt 37, Springfield, Pennsylvania 10111, USA\ninfo@example.com'],
  ])('When the name line has %s, then the name is the person alone', (_case, header) => {
    expect(contactOf(`${header}\n\nEDUCATION\nB.S. in Geography`).name).toBe('Jan Kuester');
  });

  it.each([
    ['on a line of its own under the phone', 'Priya Raman\nData Analyst\n+977 1 555 0100\nKathmandu, Nepal\npriya@example.com\n\nSUMMARY\nAnalyst.', 'Kathmandu, Nepal'],
    ['under a Contact heading, in an address block', 'Priya Raman\nData Analyst\nEDUCATION\nB.Sc. Statistics\nCONTACT\n123 Broadway\nKathmandu, Nepal 44600\nNepal\n+977 1 555 0100\npriya@example.com', 'Kathmandu, Nepal'],
    ['between icons on the contact line', 'Priya Raman\n@ priya@example.com # +977 1 555 0100 * Kathmandu, Nepal\n\nSUMMARY\nAnalyst.', 'Kathmandu, Nepal'],
  ])('When a city and a country no list names stand among the contact details (%s), then they are the location', (_layout, text, location) => {
    expect(contactOf(text).location).toBe(location);
  });

  it.each([
    ['Status: M.Sc. Physics, Software Consultant Brno, Czech Republic', 'Brno, Czech Republic'],
    ['Scientific Employee Bremen, Germany', 'Bremen, Germany'],
    ['PhD Student Leipzig, Germany', 'Leipzig, Germany'],
  ])('When the layout glues the headline to the city, "%s", then the role is no part of the location', (written, location) => {
    expect(contactOf(`Jan Novak\n${written}\njan@example.com`).location).toBe(location);
  });

  it('When a template writes "Location, Country" as its example, then the word "Location" is no label', () => {
    expect(contactOf('Full Name\n(+00) 123 456 789\nLocation, Country\ne-mail@site.com').location).toBe('Location, Country');
  });

  it('When the address is set one part per line, town over country, then the town and country are the location', () => {
    const text = 'Ana Ferreira\nSite Reliability Engineer\nRua Augusta 10\nLisbon\nPortugal\n+351 912 345 678\nana@example.org';

    expect(contactOf(text).location).toBe('Lisbon, Portugal');
  });

  it.each([
    ['under the name', 'Henrik Søndergaard\nJens Baggesens Vej 41 – Aarhus – Denmark\n+45 5550 0193 • henrik@example.org'],
    ['in a footer', 'Henrik Søndergaard\nEXPERIENCE\nEngineer, Vestas, 2019 – 2021\n41 Baggesens Vej – Aarhus – Denmark\n+45 5550 0193 • henrik@example.org'],
    ['with a flat before the street', 'Henrik Søndergaard\nEXPERIENCE\nEngineer, Vestas, 2019 – 2021\nFlat 3, 41 Baggesens Vej – Aarhus – Denmark\n+45 5550 0193 • henrik@example.org'],
  ])('When the address parts its street, town and country with dashes (%s), then the town and country are the location', (_place, text) => {
    expect(contactOf(text).location).toBe('Aarhus, Denmark');
  });

  it.each([
    ['a street with its house number before the town', 'Adaeze Oyelaran\n14B Admiralty Way, Lekki Phase 1 – Lagos – Nigeria\n+234 803 555 0147 • adaeze@example.com', 'Lagos, Nigeria'],
    ['a floor after the street, the postcode before the town', 'João Nunes\nEXPERIENCE\nTechnician, TAP, 2019 – 2021\nRua de Cedofeita 212, 3.º Esq. – 4050-174 Porto – Portugal\n+351 912 555 048 • jp@example.com', 'Porto, Portugal'],
  ])('When a dashed address gives %s, then the town and country are the location', (_shape, text, location) => {
    expect(contactOf(text).location).toBe(location);
  });

  it('When a known town stands alone between a contact line\'s separators, then it is the location', () => {
    expect(contactOf('Ciarán O’Donoghue\nDublin | ciaran@example.com | ciaran.example.com\nExperience\nReporter').location).toBe('Dublin');
  });

  it('When a known town stands alone under the headline (a LinkedIn export), then it is the location; an unknown word is not', () => {
    expect(contactOf('Akash Example\nFull Stack Developer | Competitive Programmer\nNagpur\nakash@example.org\nSummary\nEngineer.').location).toBe('Nagpur');
    expect(contactOf('Akash Example\nFull Stack Developer | Competitive Programmer\nWeb3\nakash@example.org\nSummary\nEngineer.').location).toBe('');
  });

  it.each([
    ['10115 Berlin', 'Germany', 'Berlin, Germany'],
    ['1100-053 Lisboa', 'Portugal', 'Lisboa, Portugal'],
    ['1012 AB Amsterdam', 'Netherlands', 'Amsterdam, Netherlands'],
    ['Cambridge CB2 1TN', 'United Kingdom', 'Cambridge, United Kingdom'],
  ])('When an address is set one part per line with the postcode beside the town ("%s" over "%s"), then the town and country are the location', (town, country, location) => {
    expect(contactOf(`Jana Novak\nData Engineer\nMusterweg 12\n${town}\n${country}\n+49 151 555 0101\njana@example.org\nExperience\nData Engineer, Acme, 2019 – 2021`).location).toBe(location);
  });

  it('When an address is set over two lines with no country, the postcode before the town, then the town is the location', () => {
    expect(contactOf('CONTACT\nSchleißheimer Str. 112\n80797 München\n+49 89 555 0193\nk.obermaier@example.org\nKATHARINA OBERMAIER\nEXPERIENCE\nArchitect, Acme GmbH, 2019 – 2021').location).toBe('München');
  });

  it('When a street address on one line closes on its town and postcode, then the town is the location', () => {
    expect(contactOf('Oliver Ashworth\nFlat 4, 18 Wilmslow Road, Manchester M14 5TQ\n07700 900418 | oliver@example.com\nEXPERIENCE\nIntern, Acme Ltd, 2025').location).toBe('Manchester');
  });

  it('When two labelled addresses stand side by side, then the first town under the labels is the location', () => {
    const text = ['Adaeze Okonkwo', 'Campus Address\tPermanent Address', '412 Craige North Residence Hall\t87 Linden Court', 'Chapel Hill, NC 27514\tGreensboro, NC 27408', '(919) 555-0142 | aokonkwo@example.edu', 'EDUCATION'].join('\n');

    expect(contactOf(text).location).toBe('Chapel Hill, NC');
  });

  it("When an icon font's marker before the place comes out as a fraction, then the place beside the phone is the location", () => {
    expect(contactOf('LANGUAGES\nNorwegian – native\n½ Bergen, Norway\nÓ +47 555 01 837\nR ingrid@example.org\nINGRID SOLHEIM\nEXPERIENCE\nNurse, Haukeland, 2019 – 2021').location).toBe('Bergen, Norway');
  });

  it("When a known town stands under the headline with its postcode's district, then the town is the location", () => {
    expect(contactOf('Clodagh Tierney\nFinancial Controller · FCCA\nBelfast BT9\n+44 7700 900872\nclodagh@example.com\nPROFILE\nAccountant.').location).toBe('Belfast');
  });

  it("When a labelled address opens with a town's name in lower case, then the town is the location without the postcode", () => {
    expect(contactOf('SIPHO MAHLANGU\nResidential address: eMalahleni, Mpumalanga, 1035\nCell: +27 60 000 0521\nCAREER OBJECTIVE\nTechnician.').location).toBe('eMalahleni, Mpumalanga');
  });

  it('When a Word tab stop stands before the colon of a labelled address, then the address still gives the place', () => {
    expect(contactOf('Shalini Ghorpade\nAddress\t: Baner, Pune, Maharashtra – 411045\nMobile\t: +91 90000 04417\nCAREER OBJECTIVE\nTesting.').location).toBe('Baner, Pune, Maharashtra');
  });

  it('When a headline stands over the country, then the headline is no town: the country alone is the location', () => {
    expect(contactOf('Ana Ferreira\nSite Reliability Engineer\nPortugal\nana@example.org').location).toBe('Portugal');
  });

  it('When a headline with a comma sits next to the contact details, then it is no location', () => {
    expect(contactOf('Priya Raman\nConsultant, Software Engineer\npriya@example.com').location).toBe('');
  });

  it('When a profile export wraps the LinkedIn address right after "/in/", then the whole address is read', () => {
    expect(contactOf('Contact\nconor@example.com\nwww.linkedin.com/in/\nconormcmillan (LinkedIn)\nConor McMillan').linkedin).toBe('www.linkedin.com/in/conormcmillan');
    expect(contactOf('Kontakt\nwww.linkedin.com/in/\njonatandbjerrekær (LinkedIn)\nJonatan Bjerrekær').linkedin).toBe('www.linkedin.com/in/jonatandbjerrekær');
  });

  it('When a profile export wraps the LinkedIn address at a hyphen, then the whole address is read', () => {
    expect(contactOf('Contact\nakash@example.com\nwww.linkedin.com/in/akash-zalke-\na683a3193 (LinkedIn)\nAkash Zalke\n\nEXPERIENCE\nIntern').linkedin).toBe('www.linkedin.com/in/akash-zalke-a683a3193');
  });

  it.each([
    ['a phone icon', '\uF095 962 569 900', '962 569 900'],
    ['a phone icon', '\uF3C5 Argentina \uF0E0 mariano@example.com \uF095 011 15-6250-2232', '011 15-6250-2232'],
    ['a label', 'Phone: 7209 6621', '7209 6621'],
    ['a Spanish label', 'Teléfono: 612 34 56 78', '612 34 56 78'],
    ['an Italian label', 'Cellulare: 347 12 34 567', '347 12 34 567'],
    ['a German label', 'Handy: 0170 12 34 567', '0170 12 34 567'],
    ['an icon a symbol font extracts as a control character', '@ jane@example.com \u0083 000-00-0000 * Munich, Germany', '000-00-0000'],
    ['a contact line\'s separator', 'Gdańsk, Poland · jane@example.com · 555 010 203 · jane.example.org', '555 010 203'],
    ['a contact line\'s separator', 'Lyon, France | 06 55 50 12 34', '06 55 50 12 34'],
    ['an icon a symbol font gives as a letter', 'F 47 413 64 729 • ! jane@example.com', '47 413 64 729'],
    ['an icon read as the replacement character', '\uFFFD 237 6 91 45 77 03 \uFFFD jane@example.com', '237 6 91 45 77 03'],
  ])('When the phone is grouped as its country writes it after %s, then the number is read', (_label, written, phone) => {
    expect(contactOf(`Jane Doe\n${written}\njane@example.com`).phone).toBe(phone);
  });

  it.each(['\uF073 12.05.1990', '\u0083 1990-05-12', 'Data Engineer | 2024-03 - 2024-12'])('When a date follows an icon, "%s", then it is no phone', (written) => {
    expect(contactOf(`Jane Doe\n${written}\njane@example.com`).phone).toBe('');
  });

  it.each([
    ['Lyon – France', 'Lyon, France'],
    ['Chicago, IL – USA', 'Chicago, IL'],
  ])('When a footer parts the town from the country by a dash ("%s") over the phone and e-mail, then that is the location', (place, location) => {
    const text = `Chloé Marchand\nUX Designer\nExperience\n2019–present Designer, Atelier Nord, Lyon\nDesigned things.\n${place}\n+33 6 39 98 41 27 • chloe@example.org`;

    expect(contactOf(text).location).toBe(location);
  });

  it('When a side column sets the place after a map-marker icon between the phone and the e-mail, below the jobs, then the place is the location', () => {
    const text = 'Irene Castañeda\nEXPERIENCE\nGRUPO ALMENDRO S.L. - Marketing Manager · 2023 - Present\n- Ran campaigns.\nEDUCATION\nUniversidad Complutense de Madrid\n\uF095 +34 555 010 482\n\uF041 Madrid, Spain\n\uF0E0 irene@example.com';

    expect(contactOf(text).location).toBe('Madrid, Spain');
  });

  it('When the phone has spaces around its dash, then the whole number is read', () => {
    expect(contactOf('Jane Doe\n| | (408) 230 - 7887 | jane@example.com').phone).toBe('(408) 230 - 7887');
  });

  it.each([
    ['a map-marker icon before a country alone', 'Jane Doe\n\uF3C5 Costa Rica \uF0E0 jane@example.com \uF095 7209 6621', 'Costa Rica'],
    ['the icon\'s name before the town', 'Jane Doe\nEnvelope jane@example.com · MOBILE-ALT +31 555 555 555\nMap-marker-alt London, England · Github JaneDoe', 'London, England'],
  ])('When the location follows %s, then the icon is no part of it', (_icon, header, location) => {
    expect(contactOf(`${header}\n\nEXPERIENCE\nAnalyst`).location).toBe(location);
  });

  it.each([
    ['8th Mile Mysore Road, RVCE Post – Bangalore 560 059, India', 'Bangalore, India'],
    ['221B Baker Street, London NW1 6XE, United Kingdom', 'London, United Kingdom'],
  ])('When an address writes the postcode between town and country, "%s", then the location is "%s"', (written, location) => {
    expect(contactOf(`Jane Doe\n${written}\njane@example.com`).location).toBe(location);
  });

  it('When the contact details are only in a page footer with the town on a line of its own, then the town is the location', () => {
    const text = 'Jane Doe\nEngineering Manager\nI lead teams.\n\nEXPERIENCE\nManager, Acme, 2019 – 2021\nOxfordshire, UK\n+447700900123 • jane@example.com';

    expect(contactOf(text).location).toBe('Oxfordshire, UK');
  });

  it('When the school and its town open the section under the contact line, then they are no location', () => {
    const text = 'Jake Ryan\n123-456-7890 | jake@example.edu\nEducation\nSouthwestern University Georgetown, TX\nBachelor of Arts in Computer Science';

    expect(contactOf(text).location).toBe('');
  });

  it('When nothing is given, then every field is empty', () => {
    expect(contactOf('EXPERIENCE\nAnalyst, Acme, 2019 – 2021')).toEqual({
      name: '',
      email: '',
      phone: '',
      location: '',
      linkedin: '',
      website: '',
    });
  });
});

describe('isContactLine', () => {
  it.each(['jane@example.com', 'Phone: (555) 123-4567', 'Austin, TX | jane@example.com', 'linkedin.com/in/jane'])(
    'When a line is "%s", then it holds only contact details',
    (text) => {
      expect(isContactLine(text)).toBe(true);
    },
  );

  it.each(['Built dashboards for 40 managers', 'Acme Corp, Austin, TX', 'Ball Aerospace — Broomfield, CO', 'Python, SQL', 'Upwork.com'])('When a line is "%s", then it is content', (text) => {
    expect(isContactLine(text)).toBe(false);
  });
});

describe('Contact details in a labelled block at the end', () => {
  const cv = (linkedin: string) =>
    ['Andrievskiy Ivan', 'Front-End Developer', 'Work Experience', '[January 2024 - March 2024] Front-End Developer at moon-client', 'Personal info', 'Address: Kyiv 04208, Ukraine', 'Phone number: +38-050-194-01-39', `LinkedIn: ${linkedin}`].join('\n');

  it('When "Personal info" holds the address and a LinkedIn handle after its label, then the town and the handle are read', () => {
    expect(contactOf(cv('@ivan-andrievsky'))).toEqual(expect.objectContaining({ location: 'Kyiv, Ukraine', linkedin: '@ivan-andrievsky' }));
    expect(contactOf(cv('ivan-andrievsky')).linkedin).toBe('ivan-andrievsky');
  });

  it('When the label is followed by a name rather than a handle, then no profile is read', () => {
    expect(contactOf(cv('Ivan Andrievskiy')).linkedin).toBe('');
  });
});

describe('Addresses and profiles written unusually', () => {
  it('When the e-mail address spells out "(at)" or "[at]", then it is read with "@" and is no place', () => {
    expect(contactOf('Ambrogio Maria Bernardelli\nPavia, Italy\nambrogiomaria.bernardelli(at)unipv.it').email).toBe('ambrogiomaria.bernardelli@unipv.it');
    expect(contactOf('Chris Brozdowski\n(+1) 203-258-1828 | cbrozdowski[at]gmail.com').email).toBe('cbrozdowski@gmail.com');
    expect(contactOf('Jane Doe\nWorked at (at) home office.').email).toBe('');
  });

  it('When a LinkedIn profile’s name holds a letter with an accent, then the whole address is read', () => {
    expect(contactOf('André Bozo\nwww.linkedin.com/in/andré-b-633b05210 (LinkedIn)').linkedin).toBe('www.linkedin.com/in/andré-b-633b05210');
  });
});

describe('Places in the languages whose CVs the rules read', () => {
  it('When a country is named in its own language ("Brasil", "Deutschland", "España"), then the town and country are the location', () => {
    expect(contactOf('Alex Beckmann\nAnalista Jr\nCuritiba, Brasil\njrbeckmann@yahoo.com.br').location).toBe('Curitiba, Brasil');
    expect(contactOf('Jana Weber\nBerlin, Deutschland | jana@example.de').location).toBe('Berlin, Deutschland');
    expect(contactOf('Lucía Mateo\nMadrid, España · lucia@example.es').location).toBe('Madrid, España');
  });

  it('When the address is labelled in German and the birthplace comes first, then the address is the location, not where one was born', () => {
    expect(contactOf('Jenny Namela\nGeb. am 12.01.2004\nin Douala, Kamerun\nKONTAKT\nTelefon: +49 15758251127\nAdresse: Gießen, Germany').location).toBe('Gießen, Germany');
    expect(contactOf('Jenny Namela\nBorn in Douala, Cameroon\njenny@example.de').location).toBe('');
  });
});

describe('Labelled addresses', () => {
  it('When "Email address:" labels the e-mail, then it names no place; "Address:" wrapped before its country is read with it', () => {
    const europass = 'Jerome Leclanche\n| Phone: (+32) 494646278 (Mobile) | Email address: jerome@leclan.ch | Website:\nhttps://leclan.ch | Address: 1000, Brussels,\nBelgium (Home)';
    expect(contactOf(europass)).toEqual(expect.objectContaining({ email: 'jerome@leclan.ch', location: 'Brussels, Belgium' }));
    expect(contactOf('Ambrogio Bernardelli\ne–mail address: ambrogiomaria.bernardelli(at)unipv.it').location).toBe('');
  });
});

describe('LinkedIn’s location line', () => {
  it('When the headline is followed by a town, its province and its country, then all three are the location', () => {
    expect(contactOf('Alex Beckmann\nAnalista Jr\nCuritiba, Paraná, Brasil\njrbeckmann@yahoo.com.br').location).toBe('Curitiba, Paraná, Brasil');
    expect(contactOf('André Bozo\nBTS (SIO)\nParis, Île-de-France, France\na.bozo@hotmail.fr').location).toBe('Paris, Île-de-France, France');
  });

  it('When a town, its state and its country share a line with the other contact details, then all three are the location', () => {
    expect(contactOf('Rahul Sharma\nBengaluru, Karnataka, India | rahul@example.com | +91 98765 43210').location).toBe('Bengaluru, Karnataka, India');
    expect(contactOf('Lena Vogt\nlena@example.de · Munich, Bavaria, Germany').location).toBe('Munich, Bavaria, Germany');
    expect(contactOf('Alex Beckmann\nCuritiba, Paraná, Brasil | jrbeckmann@example.com.br').location).toBe('Curitiba, Paraná, Brasil');
    expect(contactOf('Priya Nair\nHyderabad, Telangana, India · priya@example.in').location).toBe('Hyderabad, Telangana, India');
  });

  it('When the headline is followed by a town no list knows, its province and its country, then all three are the location', () => {
    const text = 'Contact\n01069683986 (Mobile)\nalkady@example.com\nAbdalrhman Alkady\nSoftware Engineer | Full Stack Developer\nEl Obour, Al Qalyubiyah, Egypt\nSummary';
    expect(contactOf(text).location).toBe('El Obour, Al Qalyubiyah, Egypt');
  });

  it('When the headline is followed by a metropolitan area, then the area is the location', () => {
    expect(contactOf('Contact\n4252310081 (Home)\nconor@example.com\nConor McMillan\nHardware Engineer\nSan Francisco Bay Area\nSummary').location).toBe('San Francisco Bay Area');
  });

  it('When a phone is followed by its kind in brackets ("(Mobile)"), then the kind is no town', () => {
    expect(contactOf('Contact\n7734153834 (Mobile)\njoffrey@example.com\nJoffrey Williams\nPeople Development | Operations\nSummary').location).toBe('');
  });
});

describe('A country alone among the contacts', () => {
  it('When the contact line names a country in French with no town, then the country is the location', () => {
    const text = 'Hassan Oulcaid\nIngénieur Cloud | DevOps\n[ hassan@oulcaid.com Ó +212 621 79 35 75 ¯ oulcaid \t½ \tMaroc';
    expect(contactOf(text).location).toBe('Maroc');
  });

  it('When the town line carries a country-prefixed postcode and a comma, then the town alone is the location', () => {
    expect(contactOf('Guy Borel\n+49 176 4054 3940\nguy@example.de\nDE-38302, Wolfenbüttel').location).toBe('Wolfenbüttel');
  });
});

describe('A side-bar’s address', () => {
  it('When the town and the country stand on lines of their own over the e-mail, then they are the location', () => {
    const text = 'Bram De Jaegher\nBioscience engineer\nexperience\n2019 Engineer at Acme\nabout\n9000 Gent\nBelgium\nbram@example.com\nLinkedIn';
    expect(contactOf(text).location).toBe('Gent, Belgium');
  });

  it('When the birth date stands between the place and the e-mail, then the place is still the location', () => {
    const text = 'Arthur Gouinguenet\nEngineer in High Performance Computing\nEducation\n2020 MSc at Grenoble INP\nInformation\n+ Nice, France\ni 22 Decembre 2000\n# arthur@example.fr\n+33 6.51.00.69.02';
    expect(contactOf(text).location).toBe('Nice, France');
  });
});

describe('A career centre’s sample header', () => {
  it('When the phone is set with wide letter spacing, then it is read closed up', () => {
    expect(contactOf('Jadzia Dax 890 Habitat Drive\nChicago, IL. 6 0 6 0 9\n( 773 ) 8 7 5 - 9 7 6 8 E-mail: J-Dax3@example.edu').phone).toBe('(773) 875-9768');
  });

  it('When a narrow column wraps the e-mail at a hyphen of its name, then the address is read whole', () => {
    expect(contactOf('JENNIFER 563 White Sox Lane\nLEE Chicago, Illinois 60655\nMIOSHI (773) 458-3603\nj-\nmioshi@example.edu').email).toBe('j-mioshi@example.edu');
    expect(contactOf('Jennifer Lee Mioshi\nChicago, Illinois\nIn my free time I tutor\nmioshi@example.edu').email).toBe('mioshi@example.edu');
  });

  it('When the street is parted from the town by a gap alone, then the street is no part of the town', () => {
    expect(contactOf('Juan Carlos Sanchez\n9768 American Street Chicago, Illinois 60699 (773) 750-3989').location).toBe('Chicago, Illinois');
  });
});

describe('Addresses and numbers written the European way', () => {
  it('When the name is glued to the place beside it, then the place is still the whole location', () => {
    expect(contactOf('Pierre OllivierParis, France | pierre@example.fr | 07 85 61 33 47').location).toBe('Paris, France');
  });

  it('When an international number keeps the trunk prefix in brackets, then every group of it is read', () => {
    expect(contactOf('Maxime Folschette\nT +33 (0)2 40 37 69 70\nmaxime@example.fr').phone).toBe('+33 (0)2 40 37 69 70');
  });

  it.each([
    ['Bahnhofstrasse 1, 8001 Zürich', 'Zürich'],
    ['12 rue Garibaldi, 69003 Lyon', 'Lyon'],
    ['Rua Augusta 100, 1100-053 Lisboa', 'Lisboa'],
    ['Kerkstraat 10, 1017 GM Amsterdam', 'Amsterdam'],
  ])('When a one-line address "%s" gives the street, the postcode and the town, then the town is the location', (address, town) => {
    expect(contactOf(`Anna Meier\n${address}\nanna@example.ch`).location).toBe(town);
  });

  it('When the town is followed by its province or department in brackets, then the province code is read as a region and the number dropped; after a role it is no place', () => {
    expect(contactOf('Marco Rossi\nVia Roma 10 – 20121 Milano (MI)\nmarco.rossi@example.it • +39 333 1234567').location).toBe('Milano, MI');
    expect(contactOf('Marco Rossi\nMilano (MI), Italy\nmarco@example.it').location).toBe('Milano, MI, Italy');
    expect(contactOf('Claire Martin\n12 rue Garibaldi, 69003 Lyon (69)\nclaire@example.fr').location).toBe('Lyon');
    expect(contactOf('Jane Doe\nTeam Lead (IT)\njane@example.com').location).toBe('');
  });

  it('When a town is written with its postal district or a Polish postcode, then the town is the location', () => {
    expect(contactOf("Sarah O'Connor\nDublin 8, Ireland\nsarah@example.ie").location).toBe('Dublin, Ireland');
    expect(contactOf('Tomasz Nowak\nul. Marszałkowska 10, 00-590 Warszawa\ntomasz@example.pl').location).toBe('Warszawa');
  });

  it('When a French number is written in pairs of digits on a line of its own, then it still marks the address above as a contact line', () => {
    expect(contactOf('Jean Dupont\n12 rue de la Paix, 75002 Paris\n06 12 34 56 78\njean@example.fr')).toMatchObject({ phone: '06 12 34 56 78', location: 'Paris' });
    expect(contactOf('Jean Dupont\n12 rue de la Paix, 75002 Paris\n06.12.34.56.78\njean@example.fr').location).toBe('Paris');
  });

  it('When a number opens with a two-digit area code in brackets, then the code is part of the phone, not a list number', () => {
    expect(contactOf('Lucas Silva\nSão Paulo - SP\nlucas@example.com.br\n(11) 98765-4321').phone).toBe('(11) 98765-4321');
    expect(contactOf('Jack Brown\nSydney NSW 2000\n(02) 9876 5432\njack@example.com.au')).toMatchObject({ phone: '(02) 9876 5432', location: 'Sydney, NSW' });
  });

  it('When the country is written with its article, then it is still the country', () => {
    expect(contactOf('Piet de Vries\nUtrecht, the Netherlands\npiet@example.nl').location).toBe('Utrecht, the Netherlands');
    expect(contactOf('Piet de Vries\n1015 CX Amsterdam\nThe Netherlands\npiet@example.nl').location).toBe('Amsterdam, The Netherlands');
  });

  it('When the street is written without its number, then the town after it is the location', () => {
    expect(contactOf('Bogdan Toader\nCambridge Advanced Imaging Centre\nDowning Street, Cambridge, CB2 3DY\nbt382@example.ac.uk').location).toBe('Cambridge');
  });
});

describe('Places written with a dash or a postcode after the town', () => {
  it('When a town and its country are parted by a dash among the contacts, then both are the location', () => {
    expect(contactOf('Ricardo Bazan\nFull-Stack Developer\nraquirozbazan@example.com   https://example.codes   Trujillo - Perú').location).toBe('Trujillo - Perú');
  });

  it('When the postcode follows the town after a comma, then the town alone is the location', () => {
    const sideBar = 'Shelsio Jacinto\nÉtudiant\nFORMATION\nIUT Metz, Metz, 2022 - 2024\nDUT : Génie Mécanique\nLANGUES\nAnglais - B2\n+33 7 84 61 38 11\nshelsio@example.com\nLorient, 56100\nSports collectifs';
    expect(contactOf(sideBar).location).toBe('Lorient');
  });
});


describe('A number after an apartment’s number', () => {
  it('When the address line ends on "Apt. A-1" before the phone, then the "1" is no country code', () => {
    expect(contactOf('Im A. Sample\n3083 North South Street, Apt. A-1 (308) 308-3083\nGrand Island, Nebraska 68803   sample@example.net').phone).toBe('(308) 308-3083');
  });
});

describe('Numbers that are no phone', () => {
  it('When a CV lists a book’s ISBN or a certificate’s ID glued to its letters, and no phone, then it has no phone', () => {
    const cv = 'Alan Verdugo\nfactorpolar@example.com\nPublications\nISBN-13: 9780738459561. ISBN-10: 0738459569.\nCertifications\nLPIC-1 Valid: Sept. 2016 - Sept. 2021 LPI ID: LPI000368945';
    expect(contactOf(cv).phone).toBe('');
    expect(contactOf('Alan Verdugo\nfactorpolar@example.com | 0738 459 569').phone).toBe('0738 459 569');
  });
});

describe('A fifteenth round of published layouts', () => {
  it('When a name in capitals holds a middle initial, then the initial is no label for a mobile number', () => {
    expect(contactOf('JOYCE M. HAWKINS\n6678 General Mills Ave.\nChicago, Illinois 60778\n(773) 345-5566\nE-Mail: JM-Hawkins@example.com').name).toBe('Joyce M. Hawkins');
  });

  it('When a Canva CV sets the name in spaced capitals a word a line, among headings set the same way, then the two words are the name', () => {
    const sideBar = "À la recherche d'un poste\nétudiant — équipier\nL A N G U E S\nS H E L S I O\nJ A C I N T O\nS O F T S K I L L S\nTravail en équipe\nshelsio@example.com";
    expect(contactOf(sideBar).name).toBe('Shelsio Jacinto');
  });

  it('When a side-bar gives the country on the line under the town and its province, then the country is part of the location', () => {
    const sideBar = 'Ritesh Ajoodha\ncontact\n1 Jan Smuts Avenue\nBraamfontein, Gauteng\nSouth Africa\n+27 74 418 3978\nritesh@example.ac.za';
    expect(contactOf(sideBar).location).toBe('Braamfontein, Gauteng, South Africa');
  });

  it('When an icon font sets a letter in its own type before the place, and a hyphen parts the country, then the letter is no part of the place', () => {
    const lines = toLines(readPageMarks(`Pedro Gomes Branquinho\nB ${FIELD_MARK}Franca, São Paulo - Brazil\nT ${FIELD_MARK}+55 16 99340-1215\npedro@example.com`));
    expect(extractContact(splitSections(lines), lines).location).toBe('Franca, São Paulo, Brazil');
  });
});

describe('LinkedIn profiles written short or wrapped', () => {
  it('When a side-bar wraps the profile’s name onto the next line, then the profile is read whole', () => {
    expect(contactOf('Federico Vacirca\n+39 351 944 8805\nfederico@example.it\nwww.linkedin.com/in/federi\ncovacirca\nRagusa, Sicily, Italy').linkedin).toBe('www.linkedin.com/in/federicovacirca');
  });

  it('When the profile is written without "/in/", then it is still the profile; a company’s page is not', () => {
    expect(contactOf('An Nguyen\nnguy3185@example.edu | linkedin.com/an-nguyen').linkedin).toBe('linkedin.com/an-nguyen');
    expect(contactOf('An Nguyen\nnguy3185@example.edu | linkedin.com/company/acme').linkedin).toBe('');
  });
});

describe('A town known by its postcode', () => {
  it('When a contact line gives a postcode before a town no list names, then the town is the location; a year before a name is no postcode', () => {
    expect(contactOf('Adrien Charbonneau\ncv-adrien@example.com | Véhiculé | 83340 Flassans-sur-Issole\nwww.example.fr').location).toBe('Flassans-sur-Issole');
    expect(contactOf('Adrien Charbonneau\ncv-adrien@example.com | 2019 Naturaliste').location).toBe('');
  });
});

describe('Places named in a sentence', () => {
  it('When the only places near the name are in a sentence about a journey, then there is no location', () => {
    const text = 'Almog Kurtser\nCurriculum Vitae\n05/2018–10/2019 Thru-hiker, Pacific Crest Trail\nThis hike took me through the states of California, Oregon, and Washington.\nalmog@example.com';
    expect(contactOf(text).location).toBe('');
  });
});
