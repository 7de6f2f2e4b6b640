// Cities readers live in, tagged with the name regions most of their residents
// come from: most readers get a city of their own region, some live elsewhere,
// as people move for work.

/** A city with enough detail to write a believable postal address. */
export type City = {
  name: string;
  state: string;
  /** The first three digits of the city's PIN codes. */
  pinPrefix: string;
  localities: readonly string[];
  /** Keys of NAME_REGIONS whose readers favour this city. */
  regions: readonly string[];
};

// One city per line: a table reads better than prettier's one field per line.
// prettier-ignore
export const CITIES: readonly City[] = [
  { name: 'Mumbai', state: 'Maharashtra', pinPrefix: '400', localities: ['Andheri West', 'Dadar', 'Borivali East', 'Powai', 'Bandra West', 'Ghatkopar'], regions: ['maharashtra', 'gujarat'] },
  { name: 'Pune', state: 'Maharashtra', pinPrefix: '411', localities: ['Kothrud', 'Aundh', 'Hadapsar', 'Baner', 'Shivajinagar'], regions: ['maharashtra'] },
  { name: 'Nagpur', state: 'Maharashtra', pinPrefix: '440', localities: ['Dharampeth', 'Sitabuldi', 'Manish Nagar'], regions: ['maharashtra'] },
  { name: 'New Delhi', state: 'Delhi', pinPrefix: '110', localities: ['Lajpat Nagar', 'Dwarka', 'Rohini', 'Karol Bagh', 'Mayur Vihar', 'Saket'], regions: ['hindi-belt', 'punjab', 'muslim'] },
  { name: 'Noida', state: 'Uttar Pradesh', pinPrefix: '201', localities: ['Sector 62', 'Sector 18', 'Sector 137'], regions: ['hindi-belt'] },
  { name: 'Gurugram', state: 'Haryana', pinPrefix: '122', localities: ['DLF Phase 3', 'Sohna Road', 'Sector 56'], regions: ['hindi-belt', 'punjab'] },
  { name: 'Lucknow', state: 'Uttar Pradesh', pinPrefix: '226', localities: ['Gomti Nagar', 'Aliganj', 'Hazratganj', 'Indira Nagar'], regions: ['hindi-belt', 'muslim'] },
  { name: 'Kanpur', state: 'Uttar Pradesh', pinPrefix: '208', localities: ['Kidwai Nagar', 'Swaroop Nagar', 'Kakadeo'], regions: ['hindi-belt'] },
  { name: 'Patna', state: 'Bihar', pinPrefix: '800', localities: ['Boring Road', 'Kankarbagh', 'Rajendra Nagar'], regions: ['hindi-belt'] },
  { name: 'Jaipur', state: 'Rajasthan', pinPrefix: '302', localities: ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar', 'C-Scheme'], regions: ['hindi-belt'] },
  { name: 'Bhopal', state: 'Madhya Pradesh', pinPrefix: '462', localities: ['Arera Colony', 'MP Nagar', 'Kolar Road'], regions: ['hindi-belt', 'muslim'] },
  { name: 'Indore', state: 'Madhya Pradesh', pinPrefix: '452', localities: ['Vijay Nagar', 'Palasia', 'Rau'], regions: ['hindi-belt'] },
  { name: 'Chandigarh', state: 'Chandigarh', pinPrefix: '160', localities: ['Sector 17', 'Sector 35', 'Manimajra'], regions: ['punjab'] },
  { name: 'Ludhiana', state: 'Punjab', pinPrefix: '141', localities: ['Model Town', 'Sarabha Nagar', 'Civil Lines'], regions: ['punjab'] },
  { name: 'Amritsar', state: 'Punjab', pinPrefix: '143', localities: ['Ranjit Avenue', 'Lawrence Road', 'Green Avenue'], regions: ['punjab'] },
  { name: 'Kolkata', state: 'West Bengal', pinPrefix: '700', localities: ['Salt Lake', 'Behala', 'Ballygunge', 'Dum Dum', 'Jadavpur', 'New Town'], regions: ['bengal', 'muslim'] },
  { name: 'Siliguri', state: 'West Bengal', pinPrefix: '734', localities: ['Pradhan Nagar', 'Hakimpara', 'Sevoke Road'], regions: ['bengal', 'northeast'] },
  { name: 'Ahmedabad', state: 'Gujarat', pinPrefix: '380', localities: ['Navrangpura', 'Satellite', 'Maninagar', 'Bopal'], regions: ['gujarat'] },
  { name: 'Surat', state: 'Gujarat', pinPrefix: '395', localities: ['Adajan', 'Vesu', 'Athwa'], regions: ['gujarat'] },
  { name: 'Vadodara', state: 'Gujarat', pinPrefix: '390', localities: ['Alkapuri', 'Gotri', 'Manjalpur'], regions: ['gujarat'] },
  { name: 'Chennai', state: 'Tamil Nadu', pinPrefix: '600', localities: ['T. Nagar', 'Adyar', 'Anna Nagar', 'Velachery', 'Mylapore', 'Tambaram'], regions: ['tamil-nadu', 'christian', 'telugu'] },
  { name: 'Coimbatore', state: 'Tamil Nadu', pinPrefix: '641', localities: ['RS Puram', 'Gandhipuram', 'Peelamedu'], regions: ['tamil-nadu'] },
  { name: 'Madurai', state: 'Tamil Nadu', pinPrefix: '625', localities: ['Anna Nagar', 'KK Nagar', 'Tallakulam'], regions: ['tamil-nadu'] },
  { name: 'Kochi', state: 'Kerala', pinPrefix: '682', localities: ['Kakkanad', 'Edappally', 'Vyttila', 'Fort Kochi'], regions: ['kerala', 'christian'] },
  { name: 'Thiruvananthapuram', state: 'Kerala', pinPrefix: '695', localities: ['Kowdiar', 'Pattom', 'Vazhuthacaud'], regions: ['kerala'] },
  { name: 'Kozhikode', state: 'Kerala', pinPrefix: '673', localities: ['Nadakkavu', 'Mavoor Road', 'West Hill'], regions: ['kerala', 'muslim'] },
  { name: 'Bengaluru', state: 'Karnataka', pinPrefix: '560', localities: ['Indiranagar', 'Jayanagar', 'Koramangala', 'Whitefield', 'HSR Layout', 'Malleshwaram'], regions: ['karnataka', 'tamil-nadu', 'telugu', 'kerala'] },
  { name: 'Mysuru', state: 'Karnataka', pinPrefix: '570', localities: ['Vijayanagar', 'Kuvempunagar', 'Gokulam'], regions: ['karnataka'] },
  { name: 'Mangaluru', state: 'Karnataka', pinPrefix: '575', localities: ['Kadri', 'Bejai', 'Kankanady'], regions: ['karnataka', 'christian'] },
  { name: 'Hyderabad', state: 'Telangana', pinPrefix: '500', localities: ['Banjara Hills', 'Kukatpally', 'Madhapur', 'Secunderabad', 'Gachibowli', 'Tolichowki'], regions: ['telugu', 'muslim'] },
  { name: 'Visakhapatnam', state: 'Andhra Pradesh', pinPrefix: '530', localities: ['MVP Colony', 'Dwaraka Nagar', 'Gajuwaka'], regions: ['telugu'] },
  { name: 'Vijayawada', state: 'Andhra Pradesh', pinPrefix: '520', localities: ['Benz Circle', 'Labbipet', 'Patamata'], regions: ['telugu'] },
  { name: 'Bhubaneswar', state: 'Odisha', pinPrefix: '751', localities: ['Saheed Nagar', 'Patia', 'Nayapalli'], regions: ['odisha'] },
  { name: 'Cuttack', state: 'Odisha', pinPrefix: '753', localities: ['Buxi Bazaar', 'College Square', 'CDA Sector 6'], regions: ['odisha'] },
  { name: 'Guwahati', state: 'Assam', pinPrefix: '781', localities: ['Dispur', 'Zoo Road', 'Beltola', 'Ganeshguri'], regions: ['northeast'] },
  { name: 'Shillong', state: 'Meghalaya', pinPrefix: '793', localities: ['Laitumkhrah', 'Police Bazar', 'Nongthymmai'], regions: ['northeast'] },
  { name: 'Panaji', state: 'Goa', pinPrefix: '403', localities: ['Altinho', 'Miramar', 'Dona Paula'], regions: ['christian', 'maharashtra'] },
];

/** House-level parts of an address; the locality and city come from CITIES. */
export const STREETS: readonly string[] = [
  'MG Road',
  'Station Road',
  'Main Road',
  'Gandhi Road',
  'Nehru Street',
  '1st Cross',
  '2nd Main',
  '4th Cross',
  'Temple Street',
  'Church Road',
  'Market Road',
  'Park Street',
  'Ring Road',
  'College Road',
  'Lake View Road',
];

export const BUILDINGS: readonly string[] = [
  'Shanti Apartments',
  'Sai Residency',
  'Green Park Society',
  'Sunrise Towers',
  'Lakshmi Nivas',
  'Ganga Heights',
  'Royal Enclave',
  'Krishna Kunj',
  'Palm Grove',
  'Silver Oak Residency',
];
