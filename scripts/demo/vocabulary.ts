// The demo studio's words: people's names, phone numbers and e-mail domains, and the stylist's
// notes, capsule, outfit and cheat sheet names, and the inquiries' messages and packages.

// prettier-ignore
export const FIRST_NAMES = [
  'Amelia', 'Olivia', 'Sophie', 'Charlotte', 'Isabelle', 'Grace', 'Hannah', 'Chloé', 'Maya',
  'Priya', 'Aisha', 'Naomi', 'Leila', 'Rachel', 'Emma', 'Julia', 'Camille', 'Nora', 'Elena',
  'Fatima', 'Ingrid', 'Yuki', 'Mei', 'Sara', 'Beatriz', 'Lucía', 'Margaret', 'Diane', 'Helen',
  'Victoria', 'Zoe', 'Ava', 'Rosa', 'Harriet', 'Alice', 'Tamsin', 'Kavya', 'Adaeze', 'Freya',
  'Greta', 'Sienna', 'Imogen', 'Paula', 'Monique', 'Laura', 'Nadia', 'Esther', 'Hye-jin',
  'Claire', 'Jessica', 'Anouk', 'Lena',
]

// prettier-ignore
export const LAST_NAMES = [
  'Hart', 'Bennett', 'Laurent', 'Okafor', 'Nakamura', 'Fitzgerald', 'Moreau', 'Patel',
  'Lindqvist', 'García', 'Hughes', 'Romano', 'Schneider', 'Kowalski', 'Chen', 'Silva',
  'Thompson', 'Dubois', 'Haddad', 'Sullivan', 'Novak', 'Andersen', 'Reyes', 'Kim', 'Whitfield',
  'Osei', 'Delacroix', 'Ferreira', 'Mendoza', 'Abernathy', 'Vance', 'Castellano', 'Park',
  'Holloway', 'Ivanova', 'Rahman', 'Bianchi', 'Morgan', 'Adeyemi', 'Sinclair', 'Ward', 'Fontaine',
  'Kaur', 'Lambert', 'Brennan', 'Yamamoto', 'Eriksen', 'Carvalho', 'Price', 'Nguyen', 'Beaumont',
]

/** Fictional numbers only: 555-01xx in North America, Ofcom's drama range in the UK. */
export const PHONE_FORMATS: ((n: number) => string)[] = [
  (n) => `+1 (212) 555-01${String(n % 100).padStart(2, '0')}`,
  (n) => `+1 (415) 555-01${String(n % 100).padStart(2, '0')}`,
  (n) => `(312) 555-01${String(n % 100).padStart(2, '0')}`,
  (n) => `+44 20 7946 0${String(n % 1000).padStart(3, '0')}`,
  (n) => `+1 (646) 555-01${String(n % 100).padStart(2, '0')}`,
]

/** Reserved domains (RFC 2606): nobody can ever receive a demo e-mail. */
export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net']

export const ITEM_NOTES = [
  'Runs small: she takes one size up.',
  'Dry clean only. Steam rather than iron.',
  'Tuck loosely at the front only.',
  'Investment piece: works with everything in this capsule.',
  'Travels well and does not crease.',
  'Hem taken up 2 cm at the tailor.',
  'Already in her wardrobe: keep.',
  'If it sells out, the navy version works just as well.',
  'Order the petite length.',
  'Pairs with the gold jewellery rather than silver.',
  'Wear with a half-tuck and a slim belt.',
  'Machine wash cold, lay flat to dry.',
  'Good for the office and for dinner afterwards.',
  'A softer alternative to the structured blazer.',
]

// prettier-ignore
export const CAPSULE_NAMES = [
  'Spring Workwear', 'Summer in Provence', 'Autumn Essentials', 'Winter City Capsule',
  'New Job, New Wardrobe', 'Wedding Guest Edit', 'Maternity Capsule', 'Travel Capsule: Japan',
  'Weekend Off-Duty', 'Postpartum Refresh', 'Black-Tie Season', 'Holiday Party Edit', 'Ski Week',
  'Conference Week', 'Resort 2026', 'Back to the Office', 'Everyday Uniform', 'Date Night Edit',
  'Book Tour Wardrobe', '30-Piece Minimalist Capsule', 'Lisbon Long Weekend', 'Board Meetings',
  'Mountain Cabin Weekend', 'Gallery & Dinner', 'Capsule for Copenhagen', 'Summer Weddings',
  'Transitional Layers', 'Rainy Season', 'Speaking Engagements', 'Coastal Summer',
]

export const CAPSULE_BLURBS = [
  'Everything chosen to mix and match: each piece works with at least three others.',
  'A short, versatile edit for the next few months. Try everything on together before the tags come off.',
  'Built around the pieces you already love, with a few new additions to pull it together.',
  'Light layers that pack flat and survive a carry-on.',
  'Polished without trying too hard: easy to wear from morning meetings to dinner.',
  'A calm palette so getting dressed takes two minutes, not twenty.',
]

// prettier-ignore
export const OUTFIT_NAMES = [
  'Monday Meetings', 'Gallery Opening', 'Sunday Brunch', 'Airport Look', 'Client Dinner',
  'School Run', 'Weekend Market', 'Date Night', 'Board Presentation', 'Rainy Day Layers',
  'Garden Party', 'Beach to Bar', 'Friday Drinks', 'Theatre Night', 'Working From Home',
  'Travel Day', 'City Sightseeing', 'Rehearsal Dinner', 'Book Club', 'Cocktail Hour',
  'Coffee With Friends', 'Museum Afternoon', 'Summer Evening', 'Lunch Meeting',
]

export const OUTFIT_NOTES = [
  'Roll the sleeves twice and add the gold hoops.',
  'Swap the flats for the boots if it rains.',
  'Keep the jewellery minimal: the scarf does the work.',
  'Half-tuck the top so the trousers show their waist.',
  'Layer the coat over the shoulders for dinner.',
  'Add the belt to define the waist.',
]

export const SHEET_NAMES = [
  'Ten Outfits From Fifteen Pieces',
  'Packing List',
  'How to Wear the Coat',
  'Colour Palette',
  'Work-Week Rotation',
  'Shoe Guide',
  'Layering Guide',
  'Accessories Edit',
  'Weekend Formula',
  'Evening Options',
]

export const SHEET_NOTES = [
  'Screenshot this and keep it on your phone.',
  'Each row is one day; repeat the week with the alternates below.',
  'All of these pieces fit in one carry-on.',
  'Start from any piece in the top row and add two from the bottom.',
]

export const INQUIRY_MESSAGES = [
  "I've just started a new job and nothing in my wardrobe feels right. Could we talk about a work capsule?",
  'I have a wedding in June and a holiday straight after: could you help me pack for both?',
  'Looking for help with a wardrobe edit after having my second baby.',
  "I'd love a session before a big conference in the autumn.",
  'My closet is full but I have nothing to wear. Do you do closet audits?',
  'A friend recommended you. I travel a lot for work and need a compact capsule.',
]

export const PACKAGES = [
  'Closet Edit',
  'Capsule Wardrobe',
  'Personal Shopping',
  'Style Consultation',
]
