// catalogue search: the spelling key and the synonym groups (issue 30)
export * from './phonetic';
export * from './synonyms';
