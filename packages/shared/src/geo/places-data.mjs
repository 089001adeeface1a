// The places buyers ask about when they choose a compound: the airport, the marinas, the town centres
// and the public beaches of the three areas the agency sells in. Plain JavaScript typed by JSDoc, so
// that the basemap script (apps/web/scripts/build-basemap.mjs, run by plain Node) writes the very list
// the site measures distances to. Typed for the apps in ./places.ts.
//
// Positions are WGS 84 decimal degrees read off public maps (OpenStreetMap, Wikivoyage), to about
// 100-300 m: good for a straight-line distance in km, not for navigation. Beaches: ones open to anyone
// (most take an entry fee), not a hotel's own.

/**
 * @typedef {{
 *   id: string,
 *   kind: 'airport' | 'marina' | 'downtown' | 'beach',
 *   region: 'hurghada' | 'el-gouna' | 'sahl-hasheesh',
 *   name: { en: string, ar: string, de: string },
 *   lat: number,
 *   lng: number,
 * }} PlaceRecord
 */

/** @type {readonly PlaceRecord[]} */
export const PLACE_RECORDS = Object.freeze([
  {
    id: 'hurghada-airport',
    kind: 'airport',
    region: 'hurghada',
    name: { en: 'Hurghada International Airport', ar: 'مطار الغردقة الدولي', de: 'Flughafen Hurghada' },
    // The aerodrome's reference point (IATA HRG, ICAO HEGN).
    lat: 27.1783,
    lng: 33.7994,
  },
  {
    id: 'hurghada-marina',
    kind: 'marina',
    region: 'hurghada',
    name: { en: 'Hurghada Marina', ar: 'مارينا الغردقة', de: 'Marina Hurghada' },
    // Sakkala, on Sheraton Road (27° 13′ 33″ N, 33° 50′ 32″ E).
    lat: 27.2258,
    lng: 33.8422,
  },
  {
    id: 'abu-tig-marina',
    kind: 'marina',
    region: 'el-gouna',
    name: { en: 'Abu Tig Marina', ar: 'مارينا أبو تيج', de: 'Abu Tig Marina' },
    // The south basin's quay, north-east of downtown.
    lat: 27.4105,
    lng: 33.6805,
  },
  {
    id: 'sahl-hasheesh-pier',
    kind: 'marina',
    region: 'sahl-hasheesh',
    name: { en: 'Sahl Hasheesh Pier', ar: 'مرسى سهل حشيش', de: 'Seebrücke Sahl Hasheesh' },
    // Where the boats' jetty leaves the shore below the Old Town.
    lat: 27.0418,
    lng: 33.8895,
  },
  {
    id: 'hurghada-downtown',
    kind: 'downtown',
    region: 'hurghada',
    name: {
      en: 'Hurghada town centre (El Dahar)',
      ar: 'وسط مدينة الغردقة (الدهار)',
      de: 'Stadtzentrum Hurghada (El Dahar)',
    },
    // The old town's market streets around En-Nasr Road.
    lat: 27.2555,
    lng: 33.8125,
  },
  {
    id: 'el-gouna-downtown',
    kind: 'downtown',
    region: 'el-gouna',
    name: {
      en: 'El Gouna Downtown (Kafr El Gouna)',
      ar: 'وسط الجونة (كفر الجونة)',
      de: 'Downtown El Gouna (Kafr El Gouna)',
    },
    lat: 27.3942,
    lng: 33.6756,
  },
  {
    id: 'sahl-hasheesh-old-town',
    kind: 'downtown',
    region: 'sahl-hasheesh',
    name: { en: 'Sahl Hasheesh Old Town', ar: 'البلدة القديمة في سهل حشيش', de: 'Altstadt Sahl Hasheesh' },
    lat: 27.0436,
    lng: 33.8855,
  },
  {
    id: 'el-dahar-public-beach',
    kind: 'beach',
    region: 'hurghada',
    name: { en: 'El Dahar Public Beach', ar: 'شاطئ الدهار العام', de: 'Öffentlicher Strand El Dahar' },
    lat: 27.2605,
    lng: 33.8205,
  },
  {
    id: 'sakkala-public-beach',
    kind: 'beach',
    region: 'hurghada',
    name: { en: 'Sakkala Public Beach', ar: 'شاطئ السقالة العام', de: 'Öffentlicher Strand Sakkala' },
    // South of the marina, by the old Sheraton.
    lat: 27.2175,
    lng: 33.847,
  },
  {
    id: 'zeytuna-beach',
    kind: 'beach',
    region: 'el-gouna',
    name: { en: 'Zeytuna Beach', ar: 'شاطئ زيتونة', de: 'Zeytuna Beach' },
    // On its own island off the hotels' lagoons.
    lat: 27.3892,
    lng: 33.699,
  },
  {
    id: 'mangroovy-beach',
    kind: 'beach',
    region: 'el-gouna',
    name: { en: 'Mangroovy Beach', ar: 'شاطئ مانجروفي', de: 'Mangroovy Beach' },
    // North of Abu Tig Marina: the kitesurfers' beach.
    lat: 27.431,
    lng: 33.676,
  },
  {
    id: 'sahl-hasheesh-public-beach',
    kind: 'beach',
    region: 'sahl-hasheesh',
    name: { en: 'Sahl Hasheesh Public Beach', ar: 'شاطئ سهل حشيش العام', de: 'Öffentlicher Strand Sahl Hasheesh' },
    // The bay's beach by the pier.
    lat: 27.0446,
    lng: 33.8872,
  },
]);
