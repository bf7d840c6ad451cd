/**
 * The vocabulary of the seeds: Indonesian names, regencies (with the code that opens a NIK
 * and the city's coordinates), company name parts, trades, diseases, equipment and the like.
 * Lists are space-separated strings where that keeps them readable on one screen.
 */

const words = (text: string): string[] => text.trim().split(/\s+/);
const lines = (text: string): string[] =>
  text
    .trim()
    .split("\n")
    .map((line) => line.trim());

/**
 * Budi and its variants are about as common here as in the country: about a tenth of the
 * seeded full names hold "budi", which the list search benchmark relies on.
 */
export const MALE_FIRST_NAMES = words(`
  Agus Ahmad Andi Arif Bambang Budi Dedi Dimas Eko Fajar Hadi Hendra Heru Imam Indra Irfan
  Joko Kurniawan Lukman Muhammad Nanang Rahmat Rizky Rudi Slamet Sigit Sugeng Supriyadi Teguh
  Wahyu Yusuf Zainal Asep Ujang Cecep Dadang Ucok Togar Rinaldi Made Ketut Nyoman Wayan Andreas
  Yohanes Stefanus Daeng Syahrul Fikri Gilang Bayu Aditya Reza Hafiz Ilham Taufik Yudi Darmawan
  Budiman Budiono Budiarto Budianto
`);

export const FEMALE_FIRST_NAMES = words(`
  Siti Sri Dewi Ani Rina Wulan Fitri Ayu Lestari Nur Putri Ratna Yuni Indah Nining Dian Maya
  Novi Sari Rahayu Kartika Anisa Mega Citra Intan Nurul Eka Lia Tuti Endang Komang Maria
`);

export const LAST_NAMES = words(`
  Santoso Wijaya Saputra Setiawan Hidayat Nugroho Pratama Susanto Gunawan Kurniawan Wibowo
  Hartono Suryadi Purnomo Prasetyo Siregar Nasution Simanjuntak Hutapea Harahap Sinaga Lubis
  Pangaribuan Situmorang Tanjung Chaniago Piliang Syahputra Rangkuti Sembiring Ginting Tarigan
  Mahendra Permana Ramadhan Firmansyah Hakim Maulana Sulistyo Wahyudi Utomo Handoko Kusuma
  Sumarno Suharto Mulyadi Sudrajat Hermawan Sopandi Hidayatullah Rusdi Lamba Pakaya Mokodompit
  Rumengan Lumempouw Pattinama Latuconsina Putra Saragih Damanik Manurung Yulianto Effendi
  Budiman Budiarto
`);

/** Regencies: the 4-digit code that opens a NIK, the city, its province and coordinates. */
export interface Region {
  code: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
  /** Index into TERRITORIES. */
  territory: number;
}

export const REGIONS: readonly Region[] = lines(`
  3171|Jakarta Selatan|DKI Jakarta|-6.2615|106.8106|0
  3172|Jakarta Timur|DKI Jakarta|-6.2250|106.9004|0
  3173|Jakarta Pusat|DKI Jakarta|-6.1805|106.8284|0
  3174|Jakarta Barat|DKI Jakarta|-6.1674|106.7637|0
  3175|Jakarta Utara|DKI Jakarta|-6.1214|106.7741|0
  3201|Bogor|Jawa Barat|-6.5950|106.8166|0
  3275|Bekasi|Jawa Barat|-6.2383|106.9756|0
  3276|Depok|Jawa Barat|-6.4025|106.7942|0
  3671|Tangerang|Banten|-6.1783|106.6319|0
  3604|Serang|Banten|-6.1104|106.1640|0
  3672|Cilegon|Banten|-6.0025|106.0111|0
  3273|Bandung|Jawa Barat|-6.9175|107.6191|1
  3215|Karawang|Jawa Barat|-6.3227|107.3376|1
  3209|Cirebon|Jawa Barat|-6.7320|108.5523|1
  3374|Semarang|Jawa Tengah|-6.9667|110.4167|1
  3372|Surakarta|Jawa Tengah|-7.5755|110.8243|1
  3471|Yogyakarta|DI Yogyakarta|-7.7956|110.3695|1
  3321|Demak|Jawa Tengah|-6.8909|110.6396|1
  3302|Purwokerto|Jawa Tengah|-7.4832|109.1404|1
  3578|Surabaya|Jawa Timur|-7.2575|112.7521|2
  3573|Malang|Jawa Timur|-7.9666|112.6326|2
  3515|Sidoarjo|Jawa Timur|-7.4478|112.7183|2
  3525|Gresik|Jawa Timur|-7.1550|112.6560|2
  5171|Denpasar|Bali|-8.6705|115.2126|2
  5271|Mataram|Nusa Tenggara Barat|-8.5833|116.1167|2
  5371|Kupang|Nusa Tenggara Timur|-10.1772|123.6070|2
  1275|Medan|Sumatera Utara|3.5952|98.6722|3
  1371|Padang|Sumatera Barat|-0.9471|100.4172|3
  1471|Pekanbaru|Riau|0.5071|101.4478|3
  1671|Palembang|Sumatera Selatan|-2.9761|104.7754|3
  1871|Bandar Lampung|Lampung|-5.3971|105.2668|3
  1171|Banda Aceh|Aceh|5.5483|95.3238|3
  6471|Balikpapan|Kalimantan Timur|-1.2379|116.8529|4
  6472|Samarinda|Kalimantan Timur|-0.5022|117.1536|4
  6409|Penajam Paser Utara|Kalimantan Timur|-1.2500|116.8333|4
  6371|Banjarmasin|Kalimantan Selatan|-3.3194|114.5908|4
  6171|Pontianak|Kalimantan Barat|-0.0263|109.3425|4
  7371|Makassar|Sulawesi Selatan|-5.1477|119.4327|4
  7171|Manado|Sulawesi Utara|1.4748|124.8421|4
  7271|Palu|Sulawesi Tengah|-0.8917|119.8707|4
`).map((line) => {
  const [code = "", city = "", province = "", lat, lng, territory] = line.split("|");
  return { code, city, province, lat: Number(lat), lng: Number(lng), territory: Number(territory) };
});

export const TERRITORIES = [
  {
    name: "Wilayah I Jabodetabek & Banten",
    description: "DKI Jakarta, Bogor, Depok, Tangerang, Bekasi dan Banten",
  },
  {
    name: "Wilayah II Jawa Barat & Jawa Tengah",
    description: "Jawa Barat bagian timur, Jawa Tengah dan DI Yogyakarta",
  },
  {
    name: "Wilayah III Jawa Timur & Bali Nusra",
    description: "Jawa Timur, Bali, Nusa Tenggara Barat dan Nusa Tenggara Timur",
  },
  {
    name: "Wilayah IV Sumatera",
    description: "Aceh, Sumatera Utara, Sumatera Barat, Riau, Sumatera Selatan dan Lampung",
  },
  {
    name: "Wilayah V Kalimantan & Sulawesi",
    description: "Kalimantan, Sulawesi dan Ibu Kota Nusantara",
  },
] as const;

/** Department names with the index of their territory. */
export const DEPARTMENTS: readonly (readonly [string, number])[] = [
  ["Departemen Gedung Jakarta", 0],
  ["Departemen Infrastruktur Jabodetabek", 0],
  ["Departemen Jalan Tol Banten", 0],
  ["Departemen Infrastruktur Jawa Barat", 1],
  ["Departemen Gedung Jawa Tengah", 1],
  ["Departemen Sumber Daya Air", 1],
  ["Departemen Infrastruktur Jawa Timur", 2],
  ["Departemen Gedung Bali & Nusa Tenggara", 2],
  ["Departemen Infrastruktur Sumatera Utara", 3],
  ["Departemen Jalan Tol Trans Sumatera", 3],
  ["Departemen Infrastruktur Kalimantan", 4],
  ["Departemen Infrastruktur Sulawesi", 4],
];

export const PROJECT_KINDS = lines(`
  Pembangunan Jalan Tol
  Pembangunan Gedung Perkantoran
  Pembangunan Jembatan
  Pembangunan Bendungan
  Pembangunan Rumah Sakit
  Pembangunan Apartemen
  Pengembangan Bandara
  Pengembangan Pelabuhan
  Pembangunan Stasiun LRT
  Rehabilitasi Jaringan Irigasi
  Pembangunan Flyover
  Pembangunan Gedung Kampus
  Pembangunan Pabrik
  Preservasi Jalan Nasional
`);

export const PROJECT_OWNERS = lines(`
  Kementerian Pekerjaan Umum dan Perumahan Rakyat
  PT Jasa Marga (Persero) Tbk
  PT Hutama Karya (Persero)
  PT Angkasa Pura Indonesia
  PT Pelabuhan Indonesia (Persero)
  PT Kereta Api Indonesia (Persero)
  Otorita Ibu Kota Nusantara
  Balai Besar Wilayah Sungai
  Pemerintah Provinsi
  Kementerian Kesehatan
  PT Semen Indonesia (Persero) Tbk
  Yayasan Pendidikan Nusantara
`);

export const COMPANY_WORDS = words(`
  Karya Bangun Cipta Wijaya Mandiri Sejahtera Abadi Nusantara Perkasa Utama Jaya Prima Sentosa
  Makmur Persada Lestari Gemilang Sarana Mitra Teknik Konstruksi Beton Baja Tirta Bumi Inti
`);

export const STREETS = lines(`
  Jl. Jenderal Sudirman
  Jl. Diponegoro
  Jl. Ahmad Yani
  Jl. Gatot Subroto
  Jl. Pahlawan
  Jl. Imam Bonjol
  Jl. Veteran
  Jl. Kartini
  Jl. Pemuda
  Jl. Merdeka
  Jl. Hasanuddin
  Jl. Cut Nyak Dhien
  Jl. Raya Industri
  Jl. Pattimura
`);

export const RELIGIONS: readonly (readonly [string, number])[] = [
  ["Islam", 86],
  ["Kristen", 7],
  ["Katolik", 3],
  ["Hindu", 2],
  ["Buddha", 1],
  ["Konghucu", 0.1],
];

/** [code, name, description] */
export type MasterRow = readonly [string, string, string];

export const SKILLS: readonly MasterRow[] = [
  ["SK-BTU", "Tukang Batu", "Pasangan bata, plesteran dan acian"],
  ["SK-BSI", "Tukang Besi", "Pembesian dan perakitan tulangan beton"],
  ["SK-KYU", "Tukang Kayu", "Bekisting dan pekerjaan kayu"],
  ["SK-LAS", "Tukang Las", "Pengelasan SMAW/GMAW struktur baja"],
  ["SK-CAT", "Tukang Cat", "Pengecatan dan finishing dinding"],
  ["SK-KRM", "Tukang Keramik", "Pemasangan lantai dan dinding keramik"],
  ["SK-PIP", "Tukang Pipa", "Instalasi plumbing dan perpipaan"],
  ["SK-LST", "Teknisi Listrik", "Instalasi listrik bangunan dan panel"],
  ["SK-SCF", "Scaffolder", "Perakitan perancah sesuai standar K3"],
  ["SK-RIG", "Rigger", "Pengikatan dan pengangkatan beban crane"],
  ["SK-UKR", "Juru Ukur", "Pengukuran dengan total station dan waterpass"],
  ["SK-EXC", "Operator Excavator", "Pengoperasian excavator dan backhoe"],
  ["SK-CRN", "Operator Crane", "Pengoperasian mobile crane dan tower crane"],
  ["SK-DZR", "Operator Bulldozer", "Pengoperasian bulldozer dan motor grader"],
  ["SK-K3", "Petugas K3", "Pengawasan keselamatan dan kesehatan kerja"],
  ["SK-BTN", "Pengecoran Beton", "Pengecoran, pemadatan dan perawatan beton"],
];

/** ICD-10 categories, without the subcode's dot: the screen's code rule is alpha_dash. */
export const DISEASES: readonly MasterRow[] = [
  ["I10", "Hipertensi", "Tekanan darah tinggi"],
  ["E11", "Diabetes Melitus Tipe 2", "Gangguan kadar gula darah"],
  ["J45", "Asma", "Penyakit saluran napas kronis"],
  ["A15", "Tuberkulosis Paru", "Riwayat TBC paru, telah diobati"],
  ["B18", "Hepatitis B Kronis", "Infeksi virus hepatitis B"],
  ["K29", "Gastritis", "Peradangan lambung"],
  ["M54", "Nyeri Punggung Bawah", "Keluhan muskuloskeletal"],
  ["L25", "Dermatitis Kontak", "Iritasi kulit akibat semen atau bahan kimia"],
  ["H83", "Gangguan Pendengaran Akibat Bising", "Penurunan pendengaran akibat kerja"],
  ["H81", "Vertigo", "Pusing berputar, perlu perhatian saat bekerja di ketinggian"],
  ["E78", "Hiperkolesterolemia", "Kolesterol tinggi"],
  ["M10", "Asam Urat", "Gout"],
];

export const MANPOWER_TYPES: readonly MasterRow[] = [
  ["worker", "Pekerja", "Tukang dan pekerja lapangan"],
  ["foreman", "Mandor", "Pemimpin regu pekerja"],
  ["operator", "Operator", "Operator alat berat"],
  ["staff", "Staf", "Staf teknik dan administrasi proyek"],
];

export const BLOOD_TYPES: readonly MasterRow[] = [
  ["A", "Golongan Darah A", ""],
  ["B", "Golongan Darah B", ""],
  ["AB", "Golongan Darah AB", ""],
  ["O", "Golongan Darah O", ""],
];

export const CONVALSAL_DOCUMENT_TYPES: readonly MasterRow[] = [
  ["NIB", "Nomor Induk Berusaha", "Izin berusaha dari OSS"],
  ["SBU", "Sertifikat Badan Usaha", "Klasifikasi dan kualifikasi jasa konstruksi"],
  ["NPWP", "NPWP Perusahaan", "Nomor Pokok Wajib Pajak badan"],
  ["AKTA", "Akta Pendirian", "Akta pendirian dan perubahan perusahaan"],
  ["SMK3", "Sertifikat SMK3", "Sistem Manajemen Keselamatan dan Kesehatan Kerja"],
  ["ISO9001", "Sertifikat ISO 9001", "Sistem manajemen mutu"],
  ["LK", "Laporan Keuangan", "Laporan keuangan tahunan teraudit"],
];

/** Equipment types with typical [brand, model] pairs. */
export const EQUIPMENT_TYPES: readonly (readonly [
  string,
  string,
  readonly (readonly [string, string])[],
])[] = [
  [
    "EXC",
    "Excavator",
    [
      ["Komatsu", "PC200-8"],
      ["Caterpillar", "320D"],
      ["Hitachi", "ZX200"],
      ["Kobelco", "SK200"],
    ],
  ],
  [
    "DZR",
    "Bulldozer",
    [
      ["Komatsu", "D85ESS"],
      ["Caterpillar", "D6R"],
    ],
  ],
  [
    "MCR",
    "Mobile Crane",
    [
      ["Tadano", "GR-500EX"],
      ["Kato", "KR-25H"],
    ],
  ],
  [
    "TCR",
    "Tower Crane",
    [
      ["Potain", "MC 175"],
      ["Liebherr", "150 EC-B"],
    ],
  ],
  [
    "DTR",
    "Dump Truck",
    [
      ["Hino", "FM 260 JD"],
      ["Mitsubishi Fuso", "FN 527"],
      ["Isuzu", "Giga FVZ"],
    ],
  ],
  [
    "MIX",
    "Truk Mixer Beton",
    [
      ["Hino", "500 FM 260"],
      ["UD Trucks", "Quester"],
    ],
  ],
  [
    "VBR",
    "Vibro Roller",
    [
      ["Sakai", "SV512"],
      ["Bomag", "BW 211"],
    ],
  ],
  [
    "CPM",
    "Concrete Pump",
    [
      ["Putzmeister", "M36-4"],
      ["Zoomlion", "37X-5RZ"],
    ],
  ],
  [
    "GEN",
    "Genset",
    [
      ["Cummins", "C150 D5"],
      ["Perkins", "1104A-44TG"],
    ],
  ],
  [
    "WLD",
    "Wheel Loader",
    [
      ["Komatsu", "WA200"],
      ["Caterpillar", "950H"],
    ],
  ],
  [
    "MGR",
    "Motor Grader",
    [
      ["Komatsu", "GD535"],
      ["Caterpillar", "120K"],
    ],
  ],
  [
    "FRK",
    "Forklift",
    [
      ["Toyota", "8FD30"],
      ["Mitsubishi", "FD30"],
    ],
  ],
];

/** Job positions by manpower type code, with the skill code each usually holds. */
export const JOB_POSITIONS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  worker: [
    ["Tukang Batu", "SK-BTU"],
    ["Tukang Besi", "SK-BSI"],
    ["Tukang Kayu", "SK-KYU"],
    ["Tukang Las", "SK-LAS"],
    ["Tukang Cat", "SK-CAT"],
    ["Tukang Keramik", "SK-KRM"],
    ["Tukang Pipa", "SK-PIP"],
    ["Pekerja Pengecoran", "SK-BTN"],
    ["Scaffolder", "SK-SCF"],
    ["Rigger", "SK-RIG"],
  ],
  foreman: [
    ["Mandor Sipil", "SK-BTU"],
    ["Mandor Besi", "SK-BSI"],
    ["Mandor Bekisting", "SK-KYU"],
    ["Mandor Pengecoran", "SK-BTN"],
  ],
  operator: [
    ["Operator Excavator", "SK-EXC"],
    ["Operator Crane", "SK-CRN"],
    ["Operator Bulldozer", "SK-DZR"],
  ],
  staff: [
    ["Site Engineer", "SK-UKR"],
    ["Surveyor", "SK-UKR"],
    ["Petugas K3", "SK-K3"],
    ["Teknisi Listrik", "SK-LST"],
    ["Quality Control", "SK-BTN"],
  ],
};

export const CERTIFICATIONS: readonly (readonly [string, string])[] = [
  ["SKK Tukang Pasang Bata", "LPJK"],
  ["SKK Tukang Besi Beton", "LPJK"],
  ["SKK Ahli Muda K3 Konstruksi", "LPJK"],
  ["SIO Operator Excavator", "Kemnaker RI"],
  ["SIO Operator Crane", "Kemnaker RI"],
  ["Sertifikat Juru Las 3G", "BNSP"],
  ["Sertifikat Rigger Tingkat I", "Kemnaker RI"],
  ["Sertifikat Scaffolder", "Disnaker Provinsi"],
];

export const UNIVERSITIES = lines(`
  Universitas Gadjah Mada
  Institut Teknologi Bandung
  Institut Teknologi Sepuluh Nopember
  Universitas Diponegoro
  Universitas Brawijaya
  Universitas Hasanuddin
  Universitas Sumatera Utara
  Politeknik Negeri Jakarta
  Politeknik Negeri Bandung
  Politeknik Negeri Semarang
`);

export const MAJORS = words("Sipil Mesin Elektro Arsitektur Lingkungan Geodesi").map(
  (major) => `Teknik ${major}`,
);

export const RELATIONSHIPS = words("Istri Suami Ayah Ibu Kakak Adik Anak");

export const VISIT_PURPOSES = lines(`
  Rapat koordinasi mingguan
  Inspeksi K3
  Pengiriman material
  Survei lokasi
  Audit mutu
  Kunjungan pemilik proyek
  Uji material beton
  Pemeriksaan alat berat
`);
