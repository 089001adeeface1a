import { SECURITY_SPEC, airportSpec, defineCompound } from './compound-common.js';

export const elGounaLagoons = defineCompound({
  slug: 'el-gouna-lagoons',
  name: { en: 'El Gouna Lagoons', ar: 'الجونة لاجونز', de: 'El Gouna Lagoons' },
  region: 'el-gouna',
  location: { en: 'Abu Tig Marina, El Gouna', ar: 'مارينا أبو تيج، الجونة', de: 'Abu Tig Marina, El Gouna' },
  status: 'delivered',
  deliveryDate: '2022-12-15',
  developerKey: 'gouna-living',
  description: {
    en: "El Gouna Lagoons is a waterfront community built along a chain of turquoise lagoons, a few minutes' walk from Abu Tig Marina. Apartments, chalets, townhouses and villas open onto private terraces and sandy lagoon beaches. Residents enjoy El Gouna's relaxed lifestyle, with restaurants, kitesurfing spots and the golf course close by.",
    ar: 'الجونة لاجونز مجتمع سكني على الواجهة المائية، شُيّد على امتداد سلسلة من البحيرات الفيروزية على بُعد دقائق سيرًا من مارينا أبو تيج. تنفتح الشقق والشاليهات والتاون هاوس والفيلات على تراسات خاصة وشواطئ رملية على البحيرات. ويستمتع السكان بأسلوب الحياة الهادئ في الجونة، حيث المطاعم ومراكز الرياضات المائية وملعب الجولف على مقربة.',
    de: 'El Gouna Lagoons ist eine Wohnanlage direkt am Wasser, angelegt entlang einer Kette türkisfarbener Lagunen, nur wenige Gehminuten von der Abu Tig Marina entfernt. Wohnungen, Chalets, Reihenhäuser und Villen öffnen sich zu privaten Terrassen und Sandstränden an der Lagune. Die Bewohner genießen den entspannten Lebensstil El Gounas mit Restaurants, Kitesurf-Spots und dem Golfplatz ganz in der Nähe.',
  },
  specifications: [
    [
      'Apartments, chalets, townhouses and villas from 65 to 480 m²',
      'شقق وشاليهات وتاون هاوس وفيلات بمساحات من 65 إلى 480 م²',
      'Wohnungen, Chalets, Reihenhäuser und Villen von 65 bis 480 m²',
    ],
    [
      'Direct access to swimmable lagoons with sandy beaches',
      'وصول مباشر إلى بحيرات صالحة للسباحة بشواطئ رملية',
      'Direkter Zugang zu Badelagunen mit Sandstränden',
    ],
    [
      'Private boat jetties for selected villas',
      'مراسٍ خاصة للقوارب لعدد من الفيلات',
      'Private Bootsanleger für ausgewählte Villen',
    ],
    [
      'Clubhouse with infinity pool, spa and gym',
      'نادٍ اجتماعي به حمام سباحة مفتوح الأفق ومنتجع صحي وصالة رياضية',
      'Clubhaus mit Infinity-Pool, Spa und Fitnessraum',
    ],
    ['5-minute walk to Abu Tig Marina', '5 دقائق سيرًا إلى مارينا أبو تيج', '5 Gehminuten zur Abu Tig Marina'],
    [
      'El Gouna town shuttle stop at the gate',
      'محطة لحافلات الجونة الداخلية عند البوابة',
      'Haltestelle des El-Gouna-Shuttlebusses am Eingang',
    ],
    SECURITY_SPEC,
    airportSpec(30),
  ],
  vision: {
    en: 'Our idea was simple: every home should be a few steps from the water. El Gouna Lagoons brings the calm of the lagoons into daily life, for families who live here all year and for those who come back every season.',
    ar: 'كانت فكرتنا بسيطة: أن يكون كل منزل على بُعد خطوات من الماء. ويجلب الجونة لاجونز هدوء البحيرات إلى الحياة اليومية، للعائلات المقيمة طوال العام ولمن يعودون إليه كل موسم.',
    de: 'Unsere Idee war einfach: Jedes Zuhause sollte nur wenige Schritte vom Wasser entfernt sein. El Gouna Lagoons bringt die Ruhe der Lagunen in den Alltag – für Familien, die das ganze Jahr hier leben, und für alle, die jede Saison wiederkommen.',
  },
  featured: true,
  latitude: 27.402,
  longitude: 33.676,
});

export const kiteBayResidence = defineCompound({
  slug: 'kite-bay-residence',
  name: { en: 'Kite Bay Residence', ar: 'كايت باي ريزيدنس', de: 'Kite Bay Residence' },
  region: 'el-gouna',
  location: { en: 'Mangroovy Beach, El Gouna', ar: 'شاطئ مانجروفي، الجونة', de: 'Mangroovy Beach, El Gouna' },
  status: 'delivered',
  deliveryDate: '2023-05-31',
  developerKey: 'gouna-living',
  description: {
    en: 'Kite Bay Residence is a boutique compound next to Mangroovy Beach in the north of El Gouna, known for its steady wind and kitesurfing. Bright, modern studios, apartments, chalets and duplexes are set around pool gardens, with the beach and its restaurants a few minutes away on foot. It is a favourite with active owners and holiday renters.',
    ar: 'كايت باي ريزيدنس مجمع سكني صغير بجوار شاطئ مانجروفي في شمال الجونة، المعروف برياحه الثابتة ورياضة ركوب الأمواج الشراعية. تتوزع الاستوديوهات والشقق والشاليهات والدوبلكسات العصرية المضيئة حول حدائق تتوسطها حمامات سباحة، ويقع الشاطئ ومطاعمه على بُعد دقائق سيرًا. ويحظى بإقبال كبير من الملاك محبي الرياضة ومن مستأجري العطلات.',
    de: 'Kite Bay Residence ist eine Boutique-Anlage am Mangroovy Beach im Norden von El Gouna, bekannt für beständigen Wind und Kitesurfen. Helle, moderne Studios, Wohnungen, Chalets und Maisonetten liegen rund um Poolgärten, Strand und Restaurants sind nur wenige Gehminuten entfernt. Die Anlage ist bei sportlichen Eigentümern und Feriengästen besonders beliebt.',
  },
  specifications: [
    [
      'Studios, apartments, chalets and duplexes from 38 to 190 m²',
      'استوديوهات وشقق وشاليهات ودوبلكسات بمساحات من 38 إلى 190 م²',
      'Studios, Wohnungen, Chalets und Maisonetten von 38 bis 190 m²',
    ],
    ['4-minute walk to Mangroovy Beach', '4 دقائق سيرًا إلى شاطئ مانجروفي', '4 Gehminuten zum Mangroovy Beach'],
    [
      'Two pools and a shaded lounge garden',
      'حمامان للسباحة وحديقة استرخاء مظللة',
      'Zwei Pools und ein schattiger Loungegarten',
    ],
    [
      'Kitesurf storage and outdoor showers',
      'مخزن لمعدات ركوب الأمواج الشراعية ودُشّات خارجية',
      'Kitesurf-Lager und Außenduschen',
    ],
    ['Gym and yoga deck', 'صالة رياضية ومنصة لليوغا', 'Fitnessraum und Yoga-Deck'],
    ['Solar water heating', 'تسخين المياه بالطاقة الشمسية', 'Warmwasser über Solarthermie'],
    SECURITY_SPEC,
    airportSpec(30),
  ],
  vision: {
    en: 'We built Kite Bay Residence for people who spend their days outdoors, on the water and in the wind. Simple, durable architecture and shared gardens make it a place where neighbours quickly become friends.',
    ar: 'بنينا كايت باي ريزيدنس لمن يقضون أيامهم في الهواء الطلق، على الماء ومع الريح. وتجعل العمارة البسيطة المتينة والحدائق المشتركة منه مكانًا يتحول فيه الجيران سريعًا إلى أصدقاء.',
    de: 'Wir haben Kite Bay Residence für Menschen gebaut, die ihre Tage draußen verbringen, auf dem Wasser und im Wind. Schlichte, langlebige Architektur und gemeinsame Gärten machen sie zu einem Ort, an dem Nachbarn schnell zu Freunden werden.',
  },
  featured: false,
  latitude: 27.43,
  longitude: 33.662,
});
