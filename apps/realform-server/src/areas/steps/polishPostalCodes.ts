/**
 * A small bundled set of Polish postal codes (PNA) for the address lookup of docs/spec/flow/validation.md#address ("reaching 6 characters
 * triggers a city and street lookup"): the codes of well-known public addresses in the centres of the twelve
 * largest cities — offices, universities, town halls — each with the town and the street(s) it covers. Codes of
 * single institutions ("numery indywidualne") cover one street. The full register of about 22,000 codes is
 * Poczta Polska's and is licensed, so it is not bundled: any other code answers an empty map and the applicant
 * types the address (docs/spec/flow/errors.md: a failed lookup is only logged). Street names are written as in TERYT, with
 * `al.`/`pl.` where the street is an avenue or a square.
 */
export const POLISH_POSTAL_CODES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  // Warszawa
  '00-071': { Warszawa: ['Krakowskie Przedmieście'] }, // Presidential Palace, 48/50
  '00-498': { Warszawa: ['Książęca'] }, // Warsaw Stock Exchange, 4
  '00-549': { Warszawa: ['Piękna'] }, // Polish Financial Supervision Authority, 20
  '00-580': { Warszawa: ['al. Jana Chrystiana Szucha'] }, // Ministry of Foreign Affairs, 23
  '00-583': { Warszawa: ['al. Ujazdowskie'] }, // Chancellery of the Prime Minister, 1/3
  '00-842': { Warszawa: ['Łucka'] }, // Drugi Urząd Skarbowy Warszawa-Śródmieście, 13
  '00-901': { Warszawa: ['pl. Defilad'] }, // Palace of Culture and Science, 1
  '00-902': { Warszawa: ['Wiejska'] }, // Sejm and Senate, 4/6/8; Chancellery of the President, 10
  '00-916': { Warszawa: ['Świętokrzyska'] }, // Ministry of Finance, 12
  '00-919': { Warszawa: ['Świętokrzyska'] }, // National Bank of Poland, 11/21
  '00-927': { Warszawa: ['Krakowskie Przedmieście'] }, // University of Warsaw, 26/28
  '00-950': { Warszawa: ['pl. Bankowy'] }, // City Hall, 3/5
  // Kraków
  '30-059': { Kraków: ['al. Adama Mickiewicza'] }, // AGH University, 30
  '31-001': { Kraków: ['Wawel'] }, // Wawel Royal Castle, 5
  '31-004': { Kraków: ['pl. Wszystkich Świętych'] }, // City Hall, 3-4
  '31-007': { Kraków: ['Gołębia'] }, // Jagiellonian University, 24
  '31-042': { Kraków: ['Rynek Główny'] }, // Cloth Hall, 1/3
  '31-156': { Kraków: ['Basztowa'] }, // Voivodeship Office, 22
  // Łódź
  '90-136': { Łódź: ['Gabriela Narutowicza'] }, // University of Łódź, 68
  '90-924': { Łódź: ['Stefana Żeromskiego'] }, // Lodz University of Technology, 116
  '90-926': { Łódź: ['Piotrkowska'] }, // City Hall and Voivodeship Office, 104
  // Wrocław
  '50-137': { Wrocław: ['pl. Uniwersytecki'] }, // University of Wrocław, 1
  '50-141': { Wrocław: ['pl. Nowy Targ'] }, // City Hall, 1-8
  '50-370': { Wrocław: ['Wybrzeże Stanisława Wyspiańskiego'] }, // Wrocław University of Science and Technology, 27
  '50-951': { Wrocław: ['pl. Powstańców Warszawy'] }, // Voivodeship Office, 1
  // Poznań
  '60-965': { Poznań: ['pl. Marii Skłodowskiej-Curie'] }, // Poznan University of Technology, 5
  '61-712': { Poznań: ['Henryka Wieniawskiego'] }, // Adam Mickiewicz University, 1
  '61-713': { Poznań: ['al. Niepodległości'] }, // Voivodeship Office, 16/18
  '61-772': { Poznań: ['Stary Rynek'] }, // Old Town Hall, 1
  '61-841': { Poznań: ['pl. Kolegiacki'] }, // City Hall, 17
  // Gdańsk
  '80-233': { Gdańsk: ['Gabriela Narutowicza'] }, // Gdańsk University of Technology, 11/12
  '80-309': { Gdańsk: ['Jana Bażyńskiego'] }, // University of Gdańsk, 8
  '80-803': { Gdańsk: ['Nowe Ogrody'] }, // City Hall, 8/12
  '80-810': { Gdańsk: ['Okopowa'] }, // Voivodeship Office, 21/27
  '80-831': { Gdańsk: ['Długa'] }, // Main Town Hall, 46/47
  // Szczecin
  '70-310': { Szczecin: ['al. Piastów'] }, // West Pomeranian University of Technology, 17
  '70-453': { Szczecin: ['al. Jedności Narodowej'] }, // University of Szczecin, 22a
  '70-456': { Szczecin: ['pl. Armii Krajowej'] }, // City Hall, 1
  '70-502': { Szczecin: ['Wały Chrobrego'] }, // Voivodeship Office, 4
  // Bydgoszcz
  '85-102': { Bydgoszcz: ['Jezuicka'] }, // City Hall, 1
  '85-950': { Bydgoszcz: ['Jagiellońska'] }, // Voivodeship Office, 3
  // Lublin
  '20-031': { Lublin: ['pl. Marii Curie-Skłodowskiej'] }, // Maria Curie-Skłodowska University, 5
  '20-109': { Lublin: ['pl. Króla Władysława Łokietka'] }, // City Hall, 1
  '20-914': { Lublin: ['Spokojna'] }, // Voivodeship Office, 4
  // Białystok
  '15-213': { Białystok: ['Adama Mickiewicza'] }, // Voivodeship Office, 3/4
  '15-950': { Białystok: ['Słonimska'] }, // City Hall, 1
  // Katowice
  '40-007': { Katowice: ['Bankowa'] }, // University of Silesia, 12
  '40-032': { Katowice: ['Jagiellońska'] }, // Voivodeship Office, 25
  '40-098': { Katowice: ['Młyńska'] }, // City Hall, 4
  // Rzeszów
  '35-064': { Rzeszów: ['Rynek'] }, // City Hall, 1
  '35-959': { Rzeszów: ['Grunwaldzka'] }, // Voivodeship Office, 15
};
