import { SECURITY_SPEC, airportSpec, defineCompound } from './compound-common.js';

export const sahlHasheeshBay = defineCompound({
  slug: 'sahl-hasheesh-bay',
  name: { en: 'Sahl Hasheesh Bay', ar: 'سهل حشيش باي', de: 'Sahl Hasheesh Bay' },
  region: 'sahl-hasheesh',
  location: { en: 'Bay Front, Sahl Hasheesh', ar: 'واجهة الخليج، سهل حشيش', de: 'Bay Front, Sahl Hasheesh' },
  status: 'under construction',
  deliveryDate: '2027-09-30',
  developerKey: 'hasheesh-estates',
  description: {
    en: 'Sahl Hasheesh Bay is a beachfront resort community rising on the bay, with 600 metres of private sandy beach and a house reef. The structure of phase one is complete and finishing works are under way. The project combines apartments and chalets around cascading pools with a row of sea-facing villas.',
    ar: 'سهل حشيش باي مجتمع سياحي على شاطئ الخليج مباشرة، يضم شاطئًا رمليًا خاصًا بطول 600 متر وشعابًا مرجانية قريبة من الشاطئ. اكتملت الأعمال الإنشائية للمرحلة الأولى وتجري حاليًا أعمال التشطيب. ويجمع المشروع بين شقق وشاليهات حول حمامات سباحة متدرجة وصف من الفيلات المطلة على البحر.',
    de: 'Sahl Hasheesh Bay ist eine Strandresort-Anlage direkt an der Bucht mit 600 Metern privatem Sandstrand und einem Hausriff. Der Rohbau des ersten Bauabschnitts ist fertig, der Innenausbau läuft. Das Projekt verbindet Wohnungen und Chalets rund um terrassierte Pools mit einer Reihe von Villen in erster Meereslinie.',
  },
  specifications: [
    [
      'Studios, apartments and chalets from 40 to 165 m², villas up to 450 m²',
      'استوديوهات وشقق وشاليهات من 40 إلى 165 م²، وفيلات حتى 450 م²',
      'Studios, Wohnungen und Chalets von 40 bis 165 m², Villen bis 450 m²',
    ],
    [
      '600 m private sandy beach with house reef',
      'شاطئ رملي خاص بطول 600 متر مع شعاب مرجانية',
      '600 m privater Sandstrand mit Hausriff',
    ],
    [
      'Cascading pools and a heated family pool',
      'حمامات سباحة متدرجة وحمام سباحة عائلي مُدفأ',
      'Terrassierte Pools und ein beheizter Familienpool',
    ],
    [
      'Beach club with restaurant and water-sports centre',
      'نادٍ شاطئي بمطعم ومركز للرياضات المائية',
      'Beachclub mit Restaurant und Wassersportzentrum',
    ],
    ["Gym, spa and kids' club", 'صالة رياضية ومنتجع صحي ونادٍ للأطفال', 'Fitnessstudio, Spa und Kinderclub'],
    [
      '24/7 security and CCTV',
      'أمن على مدار الساعة وكاميرات مراقبة',
      'Sicherheitsdienst rund um die Uhr und Videoüberwachung',
    ],
    [
      'Flexible instalment plans until delivery',
      'خطط سداد مرنة بالتقسيط حتى الاستلام',
      'Flexible Ratenzahlung bis zur Übergabe',
    ],
    airportSpec(20),
  ],
  vision: {
    en: 'Sahl Hasheesh Bay is designed around the beach, not beside it: every building is angled to catch the sea view and the breeze. We want owners to feel on holiday from the moment they pass the gate.',
    ar: 'صُمم سهل حشيش باي حول الشاطئ لا بجواره، فكل مبنى موجّه ليحظى بإطلالة البحر ونسيمه. ونريد أن يشعر الملاك بأجواء الإجازة منذ لحظة عبورهم البوابة.',
    de: 'Sahl Hasheesh Bay ist um den Strand herum geplant, nicht daneben: Jedes Gebäude ist so ausgerichtet, dass es Meerblick und Brise einfängt. Unsere Eigentümer sollen sich vom ersten Moment an der Einfahrt wie im Urlaub fühlen.',
  },
  featured: true,
  latitude: 27.0505,
  longitude: 33.8875,
});

export const redSeaPearl = defineCompound({
  slug: 'red-sea-pearl',
  name: { en: 'Red Sea Pearl', ar: 'ريد سي بيرل', de: 'Red Sea Pearl' },
  region: 'sahl-hasheesh',
  location: {
    en: 'Sahl Hasheesh Hills, Sahl Hasheesh',
    ar: 'تلال سهل حشيش، سهل حشيش',
    de: 'Sahl Hasheesh Hills, Sahl Hasheesh',
  },
  status: 'off plan',
  deliveryDate: '2029-06-30',
  developerKey: 'red-sea-developments',
  description: {
    en: 'Red Sea Pearl is a new off-plan community on the hills above Sahl Hasheesh, laid out in terraces so that almost every home faces the sea. The launch phase offers studios, apartments, townhouses and villas with long instalment plans. A shuttle will connect residents with the Sahl Hasheesh beaches and the Old Town.',
    ar: 'ريد سي بيرل مجتمع سكني جديد يُباع على الخريطة فوق التلال المطلة على سهل حشيش، ومخطط على مدرجات بحيث تواجه جميع المنازل تقريبًا البحر. وتضم مرحلة الإطلاق استوديوهات وشققًا وتاون هاوس وفيلات بخطط تقسيط طويلة. وستربط حافلة خاصة السكان بشواطئ سهل حشيش والمدينة القديمة.',
    de: 'Red Sea Pearl ist ein neues Projekt im Vorverkauf auf den Hügeln oberhalb von Sahl Hasheesh, terrassenförmig angelegt, sodass fast jedes Haus zum Meer ausgerichtet ist. Die erste Verkaufsphase umfasst Studios, Wohnungen, Reihenhäuser und Villen mit langen Ratenzahlungsplänen. Ein Shuttle wird die Bewohner mit den Stränden von Sahl Hasheesh und der Old Town verbinden.',
  },
  specifications: [
    [
      'Studios and apartments from 40 to 150 m², townhouses and villas from 180 to 420 m²',
      'استوديوهات وشقق من 40 إلى 150 م²، وتاون هاوس وفيلات من 180 إلى 420 م²',
      'Studios und Wohnungen von 40 bis 150 m², Reihenhäuser und Villen von 180 bis 420 m²',
    ],
    [
      'Terraced layout with sea views from most units',
      'تصميم متدرج يمنح معظم الوحدات إطلالة على البحر',
      'Terrassierte Bebauung mit Meerblick aus den meisten Einheiten',
    ],
    [
      "Central lagoon pool and children's water park",
      'حمام سباحة مركزي على شكل بحيرة وحديقة مائية للأطفال',
      'Zentraler Lagunenpool und Wasserspielplatz für Kinder',
    ],
    [
      'Clubhouse with gym and co-working space',
      'نادٍ اجتماعي به صالة رياضية ومساحة عمل مشتركة',
      'Clubhaus mit Fitnessraum und Co-Working-Bereich',
    ],
    ['Shuttle to the beach, 5 minutes away', 'حافلة إلى الشاطئ على بُعد 5 دقائق', 'Shuttle zum Strand in 5 Minuten'],
    ['Instalment plans over up to 7 years', 'خطط تقسيط حتى 7 سنوات', 'Ratenzahlung über bis zu 7 Jahre'],
    SECURITY_SPEC,
    airportSpec(25),
  ],
  vision: {
    en: 'Red Sea Pearl is all about the view: we shaped the hillside so that the sea becomes part of every home. Our goal is a quiet, family-friendly neighbourhood that still feels open and full of light.',
    ar: 'يدور ريد سي بيرل حول الإطلالة؛ فقد شكّلنا سفح التل بحيث يصبح البحر جزءًا من كل منزل. وهدفنا حي هادئ مناسب للعائلات يظل رحبًا ومليئًا بالضوء.',
    de: 'Bei Red Sea Pearl dreht sich alles um den Blick: Wir haben den Hang so gestaltet, dass das Meer zu jedem Zuhause gehört. Unser Ziel ist ein ruhiges, familienfreundliches Viertel, das dennoch offen und hell wirkt.',
  },
  featured: false,
  latitude: 27.0445,
  longitude: 33.8725,
});

export const villaggioAzzurro = defineCompound({
  slug: 'villaggio-azzurro',
  name: { en: 'Villaggio Azzurro', ar: 'فيلاجيو أزورو', de: 'Villaggio Azzurro' },
  region: 'sahl-hasheesh',
  location: { en: 'Old Town, Sahl Hasheesh', ar: 'المدينة القديمة، سهل حشيش', de: 'Old Town, Sahl Hasheesh' },
  status: 'under construction',
  deliveryDate: '2027-12-31',
  developerKey: 'hasheesh-estates',
  description: {
    en: 'Villaggio Azzurro is an Italian-inspired resort community between the Old Town and the beach promenade. Whitewashed buildings, shaded piazzas and crystal-clear swimmable lagoons frame its apartments, chalets, penthouses and villas. Construction is well advanced, and the first buildings are already being finished.',
    ar: 'فيلاجيو أزورو مجتمع سياحي مستوحى من الطراز الإيطالي، يقع بين المدينة القديمة وممشى الشاطئ. تحيط المباني البيضاء والساحات المظللة والبحيرات الصافية الصالحة للسباحة بالشقق والشاليهات والبنتهاوس والفيلات. وقد قطعت أعمال البناء شوطًا كبيرًا، وتجري حاليًا أعمال تشطيب المباني الأولى.',
    de: 'Villaggio Azzurro ist eine italienisch inspirierte Resortanlage zwischen der Old Town und der Strandpromenade. Weiß getünchte Gebäude, schattige Piazzas und kristallklare Badelagunen umgeben Wohnungen, Chalets, Penthäuser und Villen. Der Bau ist weit fortgeschritten, die ersten Gebäude werden bereits ausgebaut.',
  },
  specifications: [
    [
      'Apartments and chalets from 55 to 170 m², penthouses and villas up to 520 m²',
      'شقق وشاليهات من 55 إلى 170 م²، وبنتهاوس وفيلات حتى 520 م²',
      'Wohnungen und Chalets von 55 bis 170 m², Penthäuser und Villen bis 520 m²',
    ],
    [
      'Swimmable crystal lagoons throughout the compound',
      'بحيرات صافية صالحة للسباحة في أرجاء المجمع',
      'Kristallklare Badelagunen in der gesamten Anlage',
    ],
    [
      'Beach club on the Sahl Hasheesh promenade',
      'نادٍ شاطئي على ممشى سهل حشيش',
      'Beachclub an der Promenade von Sahl Hasheesh',
    ],
    ['Piazza with cafés and shops', 'ساحة بها مقاهٍ ومحلات تجارية', 'Piazza mit Cafés und Geschäften'],
    ['Spa, gym and padel courts', 'منتجع صحي وصالة رياضية وملاعب بادل', 'Spa, Fitnessstudio und Padelplätze'],
    ['Smart-home ready units', 'وحدات مجهزة لأنظمة المنزل الذكي', 'Smart-Home-fähige Einheiten'],
    ['Walking distance to the Old Town', 'على مسافة قريبة سيرًا من المدينة القديمة', 'Fußläufig zur Old Town'],
    SECURITY_SPEC,
    airportSpec(20),
  ],
  vision: {
    en: 'Villaggio Azzurro brings the ease of a Mediterranean village to the Red Sea: life happens outdoors, around the water and the piazza. We are building a community where owners walk everywhere and the car stays parked.',
    ar: 'ينقل فيلاجيو أزورو بساطة قرى البحر المتوسط إلى البحر الأحمر، حيث تدور الحياة في الهواء الطلق حول الماء والساحة. ونحن نبني مجتمعًا يتنقل فيه الملاك سيرًا على الأقدام وتبقى السيارة في موقفها.',
    de: 'Villaggio Azzurro bringt die Leichtigkeit eines Mittelmeerdorfs ans Rote Meer: Das Leben findet draußen statt, am Wasser und auf der Piazza. Wir bauen eine Gemeinschaft, in der Eigentümer alles zu Fuß erreichen und das Auto stehen bleibt.',
  },
  featured: false,
  latitude: 27.0415,
  longitude: 33.8855,
});
