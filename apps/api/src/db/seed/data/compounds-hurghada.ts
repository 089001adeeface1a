import { SECURITY_SPEC, airportSpec, defineCompound } from './compound-common.js';

export const hurghadaAvenue = defineCompound({
  slug: 'hurghada-avenue',
  name: { en: 'Hurghada Avenue', ar: 'هرغادا أفينيو', de: 'Hurghada Avenue' },
  region: 'hurghada',
  location: { en: 'Al Kawther, Hurghada', ar: 'الكوثر، الغردقة', de: 'Al Kawther, Hurghada' },
  status: 'delivered',
  deliveryDate: '2021-06-30',
  developerKey: 'red-sea-developments',
  description: {
    en: "Hurghada Avenue is a delivered residential compound in the heart of Al Kawther, one of Hurghada's most sought-after districts. Low-rise buildings surround landscaped gardens and two large swimming pools, while supermarkets, cafés and schools are within walking distance. It is a popular choice for year-round residents and holiday-home owners alike.",
    ar: 'هرغادا أفينيو مجمع سكني تم تسليمه في قلب منطقة الكوثر، إحدى أكثر مناطق الغردقة طلبًا. تحيط المباني منخفضة الارتفاع بحدائق منسقة وحمامي سباحة كبيرين، بينما تقع المتاجر والمقاهي والمدارس على مسافة قريبة سيرًا على الأقدام. ويُعد خيارًا مفضلًا للمقيمين طوال العام ولأصحاب بيوت العطلات على حد سواء.',
    de: 'Hurghada Avenue ist eine fertiggestellte Wohnanlage im Herzen von Al Kawther, einem der gefragtesten Viertel Hurghadas. Niedrige Gebäude gruppieren sich um gepflegte Gärten und zwei große Pools; Supermärkte, Cafés und Schulen sind zu Fuß erreichbar. Die Anlage ist bei Dauerbewohnern und Ferienhausbesitzern gleichermaßen beliebt.',
  },
  specifications: [
    [
      'Studios and 1–3 bedroom apartments from 38 to 190 m²',
      'استوديوهات وشقق من غرفة إلى ثلاث غرف نوم بمساحات من 38 إلى 190 م²',
      'Studios und Wohnungen mit 1–3 Schlafzimmern von 38 bis 190 m²',
    ],
    [
      "Two swimming pools and a separate children's pool",
      'حمامان للسباحة وحمام سباحة منفصل للأطفال',
      'Zwei Swimmingpools und ein separates Kinderbecken',
    ],
    ['Fully equipped gym', 'صالة ألعاب رياضية مجهزة بالكامل', 'Voll ausgestattetes Fitnessstudio'],
    [
      'Shuttle bus to a partner beach 5 minutes away',
      'حافلة إلى شاطئ متعاقد معه على بُعد 5 دقائق',
      'Shuttlebus zu einem Partnerstrand in 5 Minuten Entfernung',
    ],
    ['Covered parking for every unit', 'موقف سيارات مغطى لكل وحدة', 'Überdachter Stellplatz für jede Einheit'],
    [
      'Central satellite TV and high-speed internet',
      'استقبال فضائي مركزي وإنترنت عالي السرعة',
      'Zentrale Satellitenanlage und schnelles Internet',
    ],
    SECURITY_SPEC,
    airportSpec(10),
  ],
  vision: {
    en: 'We set out to create a calm, green neighbourhood in the middle of the city, where everyday life feels as easy as a holiday. Hurghada Avenue proves that a central address and resort comfort can go together.',
    ar: 'أردنا أن نبني حيًا هادئًا أخضر في قلب المدينة، تكون فيه الحياة اليومية سهلة كالإجازة. ويثبت هرغادا أفينيو أن العنوان المركزي وراحة المنتجعات يمكن أن يجتمعا معًا.',
    de: 'Unser Ziel war ein ruhiges, grünes Wohnquartier mitten in der Stadt, in dem sich der Alltag so leicht anfühlt wie ein Urlaub. Hurghada Avenue zeigt, dass zentrale Lage und Resortkomfort zusammenpassen.',
  },
  featured: true,
  latitude: 27.2065,
  longitude: 33.8215,
});

export const marinaHeights = defineCompound({
  slug: 'marina-heights',
  name: { en: 'Marina Heights', ar: 'مارينا هايتس', de: 'Marina Heights' },
  region: 'hurghada',
  location: { en: 'Sakkala, Hurghada', ar: 'السقالة، الغردقة', de: 'Sakkala, Hurghada' },
  status: 'delivered',
  deliveryDate: '2019-10-01',
  developerKey: 'coral-coast-builders',
  description: {
    en: 'Marina Heights is an established residential complex overlooking Hurghada Marina in Sakkala. Its upper floors offer wide views over the yachts and the open sea, while restaurants, cafés and the marina promenade are right at the doorstep. Well managed and fully occupied, it is a proven choice for rental investors.',
    ar: 'مارينا هايتس مجمع سكني عريق يطل على مارينا الغردقة في منطقة السقالة. تتمتع طوابقه العليا بإطلالات واسعة على اليخوت والبحر المفتوح، بينما تقع المطاعم والمقاهي وممشى المارينا على بُعد خطوات. ويُعد بفضل إدارته الجيدة وإشغاله الكامل خيارًا مجربًا للمستثمرين في الإيجار.',
    de: 'Marina Heights ist eine etablierte Wohnanlage mit Blick auf die Marina von Hurghada im Stadtteil Sakkala. Die oberen Etagen bieten einen weiten Blick über die Yachten und das offene Meer, Restaurants, Cafés und die Marina-Promenade liegen direkt vor der Tür. Gut verwaltet und voll belegt, ist die Anlage eine bewährte Wahl für Vermietungsinvestoren.',
  },
  specifications: [
    [
      'Studios and 1–3 bedroom apartments from 35 to 180 m², penthouses with roof terraces',
      'استوديوهات وشقق من غرفة إلى ثلاث غرف نوم بمساحات من 35 إلى 180 م²، وبنتهاوس بأسطح خاصة',
      'Studios und Wohnungen mit 1–3 Schlafzimmern von 35 bis 180 m², Penthäuser mit Dachterrasse',
    ],
    [
      'Rooftop pool and sun deck with marina views',
      'حمام سباحة على السطح وتراس للتشمس بإطلالة على المارينا',
      'Pool und Sonnendeck auf dem Dach mit Blick auf die Marina',
    ],
    ['Two lifts in every building', 'مصعدان في كل مبنى', 'Zwei Aufzüge in jedem Gebäude'],
    ['24/7 reception and security', 'استقبال وأمن على مدار الساعة', 'Rezeption und Sicherheitsdienst rund um die Uhr'],
    ['On-site rental management', 'خدمة إدارة التأجير داخل المجمع', 'Vermietungsservice vor Ort'],
    ['2-minute walk to the marina promenade', 'دقيقتان سيرًا إلى ممشى المارينا', '2 Gehminuten zur Marina-Promenade'],
    ['Public beaches within 5 minutes', 'شواطئ عامة على بُعد 5 دقائق', 'Öffentliche Strände in 5 Minuten erreichbar'],
    airportSpec(15),
  ],
  vision: {
    en: "Marina Heights was built for people who want the city's liveliest waterfront on their doorstep. Our aim was a well-run building where owners can lock the door, travel, and come back to find everything in order.",
    ar: 'شُيّد مارينا هايتس لمن يريدون أكثر واجهات المدينة البحرية حيوية على عتبة بابهم. وكان هدفنا مبنى يُدار جيدًا، يستطيع فيه المالك أن يغلق بابه ويسافر ثم يعود ليجد كل شيء على ما يرام.',
    de: 'Marina Heights wurde für Menschen gebaut, die die lebendigste Uferpromenade der Stadt direkt vor der Haustür haben möchten. Unser Ziel war ein gut geführtes Haus, in dem Eigentümer abschließen, verreisen und bei ihrer Rückkehr alles in Ordnung vorfinden.',
  },
  featured: false,
  latitude: 27.2255,
  longitude: 33.8395,
});

export const palmBeachResidences = defineCompound({
  slug: 'palm-beach-residences',
  name: { en: 'Palm Beach Residences', ar: 'بالم بيتش ريزيدنسز', de: 'Palm Beach Residences' },
  region: 'hurghada',
  location: {
    en: 'Intercontinental District, Hurghada',
    ar: 'منطقة الإنتركونتيننتال، الغردقة',
    de: 'Intercontinental-Viertel, Hurghada',
  },
  status: 'delivered',
  deliveryDate: '2020-04-15',
  developerKey: 'desert-pearl-group',
  description: {
    en: "Palm Beach Residences is a low-density beachfront compound in Hurghada's Intercontinental District, set in mature palm gardens. Apartments, chalets, townhouses and a small number of villas share a private beach with a snorkelling jetty. Hotels, restaurants and the shops of Village Road are within easy reach.",
    ar: 'بالم بيتش ريزيدنسز مجمع منخفض الكثافة على الشاطئ في منطقة الإنتركونتيننتال بالغردقة، تحيط به حدائق نخيل مكتملة النمو. تتشارك الشقق والشاليهات والتاون هاوس وعدد محدود من الفيلات شاطئًا خاصًا مع رصيف بحري للغطس. وتقع الفنادق والمطاعم ومحلات طريق القرى السياحية على مسافة قريبة.',
    de: 'Palm Beach Residences ist eine locker bebaute Strandanlage im Intercontinental-Viertel von Hurghada, eingebettet in gewachsene Palmengärten. Wohnungen, Chalets, Reihenhäuser und einige wenige Villen teilen sich einen Privatstrand mit Schnorchelsteg. Hotels, Restaurants und die Geschäfte der Village Road sind schnell erreicht.',
  },
  specifications: [
    [
      'Studios to 3 bedroom apartments, chalets, townhouses and villas from 40 to 350 m²',
      'من الاستوديو إلى شقق بثلاث غرف نوم، وشاليهات وتاون هاوس وفيلات بمساحات من 40 إلى 350 م²',
      'Studios bis Wohnungen mit 3 Schlafzimmern, Chalets, Reihenhäuser und Villen von 40 bis 350 m²',
    ],
    [
      'Private sandy beach with snorkelling jetty',
      'شاطئ رملي خاص مع رصيف للغطس',
      'Privater Sandstrand mit Schnorchelsteg',
    ],
    [
      'Three swimming pools, one heated in winter',
      'ثلاثة حمامات سباحة أحدها مُدفأ في الشتاء',
      'Drei Pools, einer davon im Winter beheizt',
    ],
    ['Beach restaurant and café', 'مطعم ومقهى على الشاطئ', 'Strandrestaurant und Café'],
    ['Landscaped palm gardens', 'حدائق نخيل منسقة', 'Angelegte Palmengärten'],
    ['Maintenance and housekeeping services', 'خدمات الصيانة والتنظيف', 'Hausmeister- und Reinigungsservice'],
    SECURITY_SPEC,
    airportSpec(15),
  ],
  vision: {
    en: 'Palm Beach Residences keeps the feeling of an old Red Sea beach garden: few buildings, many palms and a beach that never feels crowded. We wanted a place that ages well and grows more beautiful as the gardens mature.',
    ar: 'يحافظ بالم بيتش ريزيدنسز على روح حدائق الشاطئ القديمة على البحر الأحمر: مبانٍ قليلة ونخيل كثير وشاطئ لا يزدحم أبدًا. أردنا مكانًا يزداد جمالًا مع مرور السنين ونمو الحدائق.',
    de: 'Palm Beach Residences bewahrt das Gefühl eines alten Strandgartens am Roten Meer: wenige Gebäude, viele Palmen und ein Strand, der nie überfüllt wirkt. Wir wollten einen Ort, der gut altert und mit den wachsenden Gärten jedes Jahr schöner wird.',
  },
  featured: false,
  latitude: 27.1715,
  longitude: 33.828,
});

export const bayBreezeResidences = defineCompound({
  slug: 'bay-breeze-residences',
  name: { en: 'Bay Breeze Residences', ar: 'باي بريز ريزيدنسز', de: 'Bay Breeze Residences' },
  region: 'hurghada',
  location: { en: 'Soma Bay, south of Hurghada', ar: 'سوما باي، جنوب الغردقة', de: 'Soma Bay, südlich von Hurghada' },
  status: 'delivered',
  deliveryDate: '2025-03-31',
  developerKey: 'desert-pearl-group',
  description: {
    en: "Bay Breeze Residences is a recently delivered resort community on the Soma Bay peninsula, 45 minutes south of Hurghada. Surrounded by the sea on three sides, it offers apartments, chalets, townhouses and villas close to a championship golf course, a marina and some of the Red Sea's best diving. Quiet, green and fully serviced, it suits second-home owners and families relocating to the coast alike.",
    ar: 'باي بريز ريزيدنسز مجتمع سياحي تم تسليمه مؤخرًا في شبه جزيرة سوما باي، على بُعد 45 دقيقة جنوب الغردقة. يحيط به البحر من ثلاث جهات، ويضم شققًا وشاليهات وتاون هاوس وفيلات بالقرب من ملعب جولف للبطولات ومارينا ومن أفضل مواقع الغوص في البحر الأحمر. وبفضل هدوئه ومساحاته الخضراء وخدماته المتكاملة، يناسب أصحاب المنازل الثانية والعائلات التي تنتقل للعيش على الساحل.',
    de: 'Bay Breeze Residences ist eine kürzlich fertiggestellte Resortanlage auf der Halbinsel Soma Bay, 45 Minuten südlich von Hurghada. Auf drei Seiten vom Meer umgeben, bietet sie Wohnungen, Chalets, Reihenhäuser und Villen nahe einem Meisterschafts-Golfplatz, einer Marina und einigen der besten Tauchplätze am Roten Meer. Ruhig, grün und mit vollem Service eignet sie sich für Zweitwohnsitze ebenso wie für Familien, die an die Küste ziehen.',
  },
  specifications: [
    [
      'Studios, apartments and chalets from 40 to 160 m², townhouses and villas up to 550 m²',
      'استوديوهات وشقق وشاليهات من 40 إلى 160 م²، وتاون هاوس وفيلات حتى 550 م²',
      'Studios, Wohnungen und Chalets von 40 bis 160 m², Reihenhäuser und Villen bis 550 m²',
    ],
    [
      'Sandy beach with a long jetty to the reef',
      'شاطئ رملي مع رصيف طويل حتى الشعاب المرجانية',
      'Sandstrand mit langem Steg zum Riff',
    ],
    [
      'Four pools including an adults-only pool',
      'أربعة حمامات سباحة منها حمام للبالغين فقط',
      'Vier Pools, darunter ein Pool nur für Erwachsene',
    ],
    [
      'Minutes from the 18-hole golf course and the marina',
      'على بُعد دقائق من ملعب الجولف ذي الثماني عشرة حفرة والمارينا',
      'Wenige Minuten zum 18-Loch-Golfplatz und zur Marina',
    ],
    [
      'Clubhouse with gym, spa and restaurant',
      'نادٍ اجتماعي به صالة رياضية ومنتجع صحي ومطعم',
      'Clubhaus mit Fitnessstudio, Spa und Restaurant',
    ],
    [
      'Property management and rental programme',
      'إدارة للعقارات وبرنامج للتأجير',
      'Objektverwaltung und Vermietungsprogramm',
    ],
    SECURITY_SPEC,
    airportSpec(45),
  ],
  vision: {
    en: 'Bay Breeze Residences was planned for slow days: long walks by the sea, a round of golf, a dive before lunch. We wanted the calm of a remote bay with every service a resident needs.',
    ar: 'خُطط باي بريز ريزيدنسز لأيام هادئة: نزهات طويلة بجوار البحر، وجولة جولف، وغطسة قبل الغداء. أردنا هدوء خليج بعيد مع كل الخدمات التي يحتاجها المقيم.',
    de: 'Bay Breeze Residences wurde für entschleunigte Tage geplant: lange Spaziergänge am Meer, eine Runde Golf, ein Tauchgang vor dem Mittagessen. Wir wollten die Ruhe einer abgelegenen Bucht mit allem Service, den Bewohner brauchen.',
  },
  featured: true,
  latitude: 26.853,
  longitude: 33.986,
});

export const mamshaShores = defineCompound({
  slug: 'mamsha-shores',
  name: { en: 'Mamsha Shores', ar: 'ممشى شورز', de: 'Mamsha Shores' },
  region: 'hurghada',
  location: { en: 'El Mamsha, Hurghada', ar: 'الممشى السياحي، الغردقة', de: 'El Mamsha, Hurghada' },
  status: 'off plan',
  deliveryDate: '2028-12-31',
  developerKey: 'coral-coast-builders',
  description: {
    en: "Mamsha Shores is an off-plan redevelopment of a beachfront plot on El Mamsha, Hurghada's seaside promenade. The plans include compact studios, apartments and beach chalets designed for holiday living and short-term rental, with a private beach and hotel-style service. Prices are set for early buyers, with instalments until delivery.",
    ar: 'ممشى شورز مشروع يُباع على الخريطة لإعادة تطوير قطعة أرض على الشاطئ مباشرة في الممشى السياحي بالغردقة. وتشمل المخططات استوديوهات وشققًا صغيرة وشاليهات شاطئية مصممة للعطلات والتأجير قصير المدة، مع شاطئ خاص وخدمات على الطراز الفندقي. والأسعار مخصصة للمشترين الأوائل مع التقسيط حتى الاستلام.',
    de: 'Mamsha Shores ist ein Neubauprojekt im Vorverkauf auf einem Strandgrundstück an El Mamsha, der Uferpromenade Hurghadas. Geplant sind kompakte Studios, Wohnungen und Strandchalets für Ferienaufenthalte und Kurzzeitvermietung, mit Privatstrand und Service wie im Hotel. Die Preise gelten für Erstkäufer, mit Ratenzahlung bis zur Übergabe.',
  },
  specifications: [
    [
      'Studios, apartments and chalets from 32 to 140 m²',
      'استوديوهات وشقق وشاليهات بمساحات من 32 إلى 140 م²',
      'Studios, Wohnungen und Chalets von 32 bis 140 m²',
    ],
    [
      'Private beach on the El Mamsha promenade',
      'شاطئ خاص على الممشى السياحي',
      'Privatstrand an der Promenade El Mamsha',
    ],
    ['Infinity pool facing the sea', 'حمام سباحة مفتوح الأفق مواجه للبحر', 'Infinity-Pool mit Blick aufs Meer'],
    [
      'Hotel-style reception and housekeeping',
      'استقبال وخدمة تنظيف على الطراز الفندقي',
      'Rezeption und Reinigungsservice wie im Hotel',
    ],
    ['Rental management programme', 'برنامج لإدارة التأجير', 'Vermietungsprogramm'],
    ['Rooftop restaurant and lounge', 'مطعم وصالة استرخاء على السطح', 'Restaurant und Lounge auf dem Dach'],
    ['Instalments over up to 6 years', 'تقسيط حتى 6 سنوات', 'Ratenzahlung über bis zu 6 Jahre'],
    SECURITY_SPEC,
    airportSpec(20),
  ],
  vision: {
    en: "Mamsha Shores revives one of El Mamsha's classic beach addresses for a new generation of owners. Our aim is effortless holiday ownership: arrive, unpack, and let the resort team take care of the rest.",
    ar: 'يعيد ممشى شورز الحياة إلى أحد أعرق العناوين الشاطئية في الممشى السياحي لجيل جديد من الملاك. وهدفنا تملك سهل لبيت العطلات: تصل وتفرغ حقائبك ويتولى فريق المنتجع الباقي.',
    de: 'Mamsha Shores erweckt eine der klassischen Strandadressen an El Mamsha für eine neue Generation von Eigentümern zu neuem Leben. Unser Ziel ist unkomplizierter Ferienbesitz: ankommen, auspacken und den Rest dem Resortteam überlassen.',
  },
  featured: false,
  latitude: 27.1445,
  longitude: 33.8285,
});
