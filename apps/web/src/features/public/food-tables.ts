/**
 * The food composition tables the food database ships, as published in the server's data folder
 * (apps/server/data/foods/sources.csv): publisher, licence and the attribution text to show. A test checks
 * that this copy matches that file. The texts are the publishers' own, in English, in every language.
 */
export interface FoodTable {
  source: string;
  dataset: string;
  version: string;
  publisher: string;
  country: string;
  license: string;
  licenseUrl: string;
  attribution: string;
  homepage: string;
  foods: number;
}

export const FOOD_TABLES: FoodTable[] = [
  {
    source: "usda_sr28",
    dataset: "USDA National Nutrient Database for Standard Reference, Release 28 (slightly revised)",
    version: "SR28, May 2016",
    publisher: "U.S. Department of Agriculture, Agricultural Research Service (ARS), Nutrient Data Laboratory",
    country: "US",
    license: "Public domain (U.S. Government work; FoodData Central data are published under CC0 1.0)",
    licenseUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
    attribution:
      "U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28 (slightly revised), 2016.",
    homepage: "https://fdc.nal.usda.gov/",
    foods: 8789,
  },
  {
    source: "usda_fndds_2021_2023",
    dataset: "Food and Nutrient Database for Dietary Studies (FNDDS) 2021-2023, At A Glance tables",
    version: "2021-2023 (published 2024)",
    publisher: "U.S. Department of Agriculture, Agricultural Research Service (ARS), Food Surveys Research Group",
    country: "US",
    license: "Public domain (U.S. Government work; CC0 1.0 in FoodData Central)",
    licenseUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
    attribution: "U.S. Department of Agriculture, Agricultural Research Service. Food and Nutrient Database for Dietary Studies 2021-2023.",
    homepage:
      "https://www.ars.usda.gov/northeast-area/beltsville-md-bhnrc/beltsville-human-nutrition-research-center/food-surveys-research-group/docs/fndds/",
    foods: 5431,
  },
  {
    source: "usda_foundation_2025_04",
    dataset: "FoodData Central - Foundation Foods",
    version: "2025-04-24",
    publisher: "U.S. Department of Agriculture, Agricultural Research Service (ARS)",
    country: "US",
    license: "CC0 1.0 (public domain)",
    licenseUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
    attribution:
      "U.S. Department of Agriculture, Agricultural Research Service. FoodData Central: Foundation Foods, April 2025. fdc.nal.usda.gov.",
    homepage: "https://fdc.nal.usda.gov/",
    foods: 411,
  },
  {
    source: "ciqual_2025",
    dataset: "Table de composition nutritionnelle des aliments Ciqual (French food composition table)",
    version: "2025 (files dated 2025-11-03)",
    publisher: "Anses (French Agency for Food, Environmental and Occupational Health & Safety)",
    country: "FR",
    license: "Licence Ouverte / Open Licence Etalab 2.0",
    licenseUrl: "https://www.etalab.gouv.fr/licence-ouverte-open-licence/",
    attribution:
      "Anses. 2025. Ciqual French food composition table. https://ciqual.anses.fr/ (doi:10.57745/RDMHWY). Data reformatted; see PROVENANCE.md for changes.",
    homepage: "https://ciqual.anses.fr/",
    foods: 3484,
  },
  {
    source: "bls_4_0",
    dataset: "Bundeslebensmittelschluessel (BLS) - German Nutrient Database (partial: energy, macronutrients, fibre, sugars, starch only)",
    version: "4.0 (2025)",
    publisher: "Max Rubner-Institut (MRI), Federal Research Institute of Nutrition and Food, Germany",
    country: "DE",
    license:
      "CC BY 4.0 (as listed for BLS 4.0 in the German open-data portal GovData; MRI states BLS 4.0 is free of charge and without licence barriers) - verify before release",
    licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
    attribution:
      "Max Rubner-Institut (MRI). Bundeslebensmittelschluessel (BLS), Version 4.0, 2025. https://blsdb.de - CC BY 4.0. Subset of columns, reformatted.",
    homepage: "https://blsdb.de/",
    foods: 7043,
  },
  {
    source: "uk_cofid_2015",
    dataset: "McCance and Widdowson's The Composition of Foods Integrated Dataset (CoFID), sheet 'Proximates' only",
    version: "2015 edition",
    publisher: "Public Health England (now Office for Health Improvement and Disparities / UK Government)",
    country: "GB",
    license: "Open Government Licence v3.0",
    licenseUrl: "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/",
    attribution:
      "Contains public sector information licensed under the Open Government Licence v3.0. Source: Public Health England, McCance and Widdowson's The Composition of Foods Integrated Dataset (2015).",
    homepage: "https://www.gov.uk/government/publications/composition-of-foods-integrated-dataset-cofid",
    foods: 2898,
  },
];
