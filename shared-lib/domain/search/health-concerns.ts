/**
 * Health concerns among the search suggestions (issue 30): each of the shop's health concerns (the
 * `health_issues` of "Shop by health concern") with the words shoppers type for it, English, Hinglish and
 * Devanagari, and the categories its filtered list opens on.
 */
export interface HealthConcernTerms {
  /** the health issue's name as stored */
  name: string;
  /** its Devanagari name, shown in Hindi (issue 31; seeded into `health_issues.name_hi`) */
  name_hi: string;
  words: readonly string[];
  categories: readonly string[];
}

export const HEALTH_CONCERN_TERMS: readonly HealthConcernTerms[] = [
  { name: 'Energy and Vitality', name_hi: 'ताकत और ऊर्जा', words: ['energy', 'vitality', 'stamina', 'weakness', 'fatigue', 'kamzori', 'thakan', 'ताकत', 'कमजोरी'], categories: ['Energy & Vitality'] },
  { name: "Women's Wellness", name_hi: 'महिलाओं की सेहत', words: ['women', 'periods', 'menstrual', 'pcos', 'pcod', 'hormonal', 'masik dharm', 'मासिक धर्म'], categories: ["Women's Wellness"] },
  { name: 'Covid-19 and Immunity', name_hi: 'कोविड-19 और इम्यूनिटी', words: ['immunity', 'covid', 'cold', 'cough', 'fever', 'khansi', 'sardi', 'bukhar', 'रोग प्रतिरोधक', 'खांसी', 'सर्दी'], categories: ['Immunity'] },
  { name: 'Dental/Oral', name_hi: 'दांत और मुंह', words: ['dental', 'oral', 'teeth', 'gums', 'bad breath', 'daant', 'दांत', 'मसूड़े'], categories: ['Oral Care'] },
  { name: 'Eye', name_hi: 'आंखें', words: ['eye', 'eyes', 'vision', 'eyesight', 'aankh', 'आंख', 'आँख'], categories: ['Herbal Supplements'] },
  { name: 'Diabetes', name_hi: 'डायबिटीज़', words: ['diabetes', 'sugar', 'blood sugar', 'madhumeh', 'shugar', 'मधुमेह', 'शुगर'], categories: ['Diabetes Care'] },
  { name: 'Joint Pain', name_hi: 'जोड़ों का दर्द', words: ['joint pain', 'joints', 'arthritis', 'knee pain', 'back pain', 'gathiya', 'jodon ka dard', 'गठिया', 'जोड़ों का दर्द'], categories: ['Joint Care'] },
  { name: 'Skin Care', name_hi: 'त्वचा की देखभाल', words: ['skin', 'acne', 'pimples', 'glow', 'hair fall', 'twacha', 'muhase', 'त्वचा', 'मुंहासे'], categories: ['Skin & Hair'] },
];
