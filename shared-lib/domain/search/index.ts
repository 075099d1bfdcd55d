// catalogue search: the spelling key, the synonym groups and the health concerns' words (issue 30)
export * from './phonetic';
export * from './synonyms';
export * from './health-concerns';
