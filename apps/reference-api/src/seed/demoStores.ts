/** A store of the demo data: hours as 'HH:MM-HH:MM' local time, or '24h'. */
export interface DemoStore {
  locationId: string;
  banner: string;
  vanityName: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  lat: number;
  lng: number;
  timeZone: string;
  hours: string;
  locker?: boolean;
}

const eastern = 'America/New_York';
const central = 'America/Chicago';
const mountain = 'America/Denver';
const pacific = 'America/Los_Angeles';

type Row = [string, string, string, string, string, string, string, number, number, string, string, boolean?];

// locationId = 3-character division + 5-character store number; banner ids are @aisle/tokens' ids.
// A table reads best one store per line.
// prettier-ignore
const rows: Row[] = [
  ['01400352', 'kroger', 'Kroger Over-the-Rhine', '1420 Vine St', 'Cincinnati', 'OH', '45202', 39.1106, -84.5153, eastern, '06:00-24:00', true],
  ['01400943', 'kroger', 'Kroger Hyde Park Plaza', '3760 Paxton Ave', 'Cincinnati', 'OH', '45209', 39.1449, -84.4326, eastern, '06:00-24:00'],
  ['01400378', 'kroger', 'Kroger Corryville', '100 E Corry St', 'Cincinnati', 'OH', '45219', 39.1289, -84.5096, eastern, '06:00-24:00'],
  ['01400405', 'kroger', 'Kroger Kenwood', '7875 Montgomery Rd', 'Cincinnati', 'OH', '45236', 39.2024, -84.3749, eastern, '06:00-23:00', true],
  ['01400420', 'kroger', 'Kroger Oakley', '4613 Marburg Ave', 'Cincinnati', 'OH', '45209', 39.1604, -84.4261, eastern, '06:00-23:00'],
  ['01400436', 'kroger', 'Kroger Western Hills', '5830 Harrison Ave', 'Cincinnati', 'OH', '45248', 39.1668, -84.6335, eastern, '06:00-23:00'],
  ['01400621', 'kroger', 'Kroger Newport Pavilion', '130 Pavilion Pkwy', 'Newport', 'KY', '41071', 39.0893, -84.483, eastern, '06:00-23:00'],
  ['01600535', 'kroger', 'Kroger Short North', '1350 N High St', 'Columbus', 'OH', '43201', 39.9847, -83.005, eastern, '06:00-24:00', true],
  ['01600552', 'kroger', 'Kroger Clintonville', '3417 N High St', 'Columbus', 'OH', '43214', 40.0286, -83.0147, eastern, '24h'],
  ['01600588', 'kroger', 'Kroger Bethel Centre', '4727 Reed Rd', 'Columbus', 'OH', '43220', 40.0597, -83.0666, eastern, '06:00-23:00'],
  ['02100905', 'kroger', 'Kroger Nora', '1550 E 86th St', 'Indianapolis', 'IN', '46240', 39.9137, -86.1311, 'America/Indiana/Indianapolis', '06:00-24:00'],
  ['02100926', 'kroger', 'Kroger Fountain Square', '1217 S Shelby St', 'Indianapolis', 'IN', '46203', 39.7494, -86.1407, 'America/Indiana/Indianapolis', '06:00-23:00'],
  ['02100943', 'kroger', 'Kroger Glendale', '5858 N Keystone Ave', 'Indianapolis', 'IN', '46220', 39.863, -86.1213, 'America/Indiana/Indianapolis', '06:00-24:00', true],
  ['02600512', 'kroger', 'Kroger Belle Meade', '4324 Harding Pike', 'Nashville', 'TN', '37205', 36.1296, -86.8436, central, '06:00-23:00'],
  ['02600540', 'kroger', 'Kroger Hillsboro Village', '2201 21st Ave S', 'Nashville', 'TN', '37212', 36.1365, -86.8005, central, '06:00-24:00'],
  ['02600577', 'kroger', 'Kroger East Nashville', '711 Gallatin Ave', 'Nashville', 'TN', '37206', 36.1868, -86.748, central, '06:00-23:00', true],
  ['70300064', 'ralphs', 'Ralphs Downtown LA', '645 W 9th St', 'Los Angeles', 'CA', '90015', 34.0457, -118.2606, pacific, '05:00-24:00'],
  ['70300118', 'ralphs', 'Ralphs Hollywood', '1233 N La Brea Ave', 'West Hollywood', 'CA', '90038', 34.0929, -118.3442, pacific, '24h'],
  ['70300213', 'ralphs', 'Ralphs Silver Lake', '2725 Hyperion Ave', 'Los Angeles', 'CA', '90027', 34.106, -118.2737, pacific, '06:00-24:00', true],
  ['70300075', 'ralphs', 'Ralphs Santa Monica', '1644 Cloverfield Blvd', 'Santa Monica', 'CA', '90404', 34.0246, -118.4717, pacific, '06:00-23:00'],
  ['70500332', 'food4less', 'Food 4 Less Crenshaw', '4211 Crenshaw Blvd', 'Los Angeles', 'CA', '90008', 34.0059, -118.3352, pacific, '06:00-23:00'],
  ['70500350', 'food4less', 'Food 4 Less Boyle Heights', '2520 E Cesar E Chavez Ave', 'Los Angeles', 'CA', '90033', 34.0481, -118.2069, pacific, '06:00-23:00'],
  ['70100185', 'fredmeyer', 'Fred Meyer Hollywood', '3030 NE Weidler St', 'Portland', 'OR', '97232', 45.5345, -122.6355, pacific, '06:00-23:00', true],
  ['70100200', 'fredmeyer', 'Fred Meyer Burlingame', '7404 SW Barbur Blvd', 'Portland', 'OR', '97219', 45.4705, -122.6937, pacific, '06:00-23:00'],
  ['70100369', 'fredmeyer', 'Fred Meyer Ballard', '915 NW 45th St', 'Seattle', 'WA', '98107', 47.6618, -122.3665, pacific, '06:00-23:00'],
  ['70100402', 'fredmeyer', 'Fred Meyer Lake City', '13130 Lake City Way NE', 'Seattle', 'WA', '98125', 47.7234, -122.2937, pacific, '06:00-23:00', true],
  ['70700812', 'qfc', 'QFC Broadway Market', '417 Broadway E', 'Seattle', 'WA', '98102', 47.6227, -122.3208, pacific, '06:00-24:00'],
  ['70700846', 'qfc', 'QFC University Village', '2746 NE 45th St', 'Seattle', 'WA', '98105', 47.6625, -122.2993, pacific, '06:00-24:00'],
  ['62000017', 'kingsoopers', 'King Soopers Capitol Hill', '1155 E 9th Ave', 'Denver', 'CO', '80218', 39.7307, -104.9735, mountain, '06:00-24:00'],
  ['62000089', 'kingsoopers', 'King Soopers Highlands', '3400 W 32nd Ave', 'Denver', 'CO', '80211', 39.7625, -105.0338, mountain, '06:00-23:00', true],
  ['62000112', 'kingsoopers', 'King Soopers Wash Park', '1155 S Downing St', 'Denver', 'CO', '80210', 39.6942, -104.9733, mountain, '06:00-23:00'],
  ['09700137', 'harristeeter', 'Harris Teeter Plaza Midwood', '1704 Central Ave', 'Charlotte', 'NC', '28205', 35.2206, -80.8131, eastern, '06:00-23:00'],
  ['09700265', 'harristeeter', 'Harris Teeter SouthPark', '4401 Sharon Rd', 'Charlotte', 'NC', '28211', 35.1536, -80.827, eastern, '06:00-23:00', true],
  ['09700311', 'harristeeter', 'Harris Teeter Cameron Village', '500 Daniels St', 'Raleigh', 'NC', '27605', 35.7906, -78.659, eastern, '06:00-23:00'],
  ['09700344', 'harristeeter', 'Harris Teeter North Hills', '4325 Glenwood Ave', 'Raleigh', 'NC', '27612', 35.8397, -78.6818, eastern, '06:00-24:00'],
  ['70600357', 'foodsco', 'FoodsCo Blackstone', '3172 N Blackstone Ave', 'Fresno', 'CA', '93703', 36.7796, -119.7907, pacific, '06:00-23:00'],
  ['70600371', 'foodsco', 'FoodsCo Florin Road', '4320 Florin Rd', 'Sacramento', 'CA', '95823', 38.4957, -121.462, pacific, '06:00-24:00'],
  ['53100011', 'copps', 'Copps Whitney Way', '620 S Whitney Way', 'Madison', 'WI', '53711', 43.0597, -89.4773, central, '06:00-22:00'],
  ['53100024', 'copps', 'Copps Stevens Point', '2825 Church St', 'Stevens Point', 'WI', '54481', 44.5236, -89.5732, central, '06:00-22:00'],
  ['53100031', 'copps', 'Copps Grand Chute', '1000 W Northland Ave', 'Appleton', 'WI', '54914', 44.2856, -88.418, central, '06:00-22:00'],
  ['45100183', 'albertsons', 'Albertsons Overland', '1650 W Overland Rd', 'Boise', 'ID', '83705', 43.591, -116.213, 'America/Boise', '06:00-23:00'],
  ['45100192', 'albertsons', 'Albertsons State & Collister', '4700 W State St', 'Boise', 'ID', '83703', 43.6437, -116.2568, 'America/Boise', '06:00-23:00', true],
  ['70800155', 'smithsfoodanddrug', "Smith's 5th South", '455 S 500 E', 'Salt Lake City', 'UT', '84102', 40.7601, -111.8766, mountain, '06:00-24:00'],
  ['66000045', 'frysfood', "Fry's Food 20th & Highland", '4724 N 20th St', 'Phoenix', 'AZ', '85016', 33.507, -112.038, 'America/Phoenix', '06:00-24:00'],
];

/** Stores of participating banners that stay out of community rewards (the other stores take part). */
export const storesOutsideCommunityRewards: ReadonlySet<string> = new Set(['01400436', '70300075', '70700846']);

export const demoStores: readonly DemoStore[] = rows.map(
  ([locationId, banner, vanityName, line1, city, state, postalCode, lat, lng, timeZone, hours, locker = false]) => ({
    locationId,
    banner,
    vanityName,
    line1,
    city,
    state,
    postalCode,
    lat,
    lng,
    timeZone,
    hours,
    locker,
  }),
);
