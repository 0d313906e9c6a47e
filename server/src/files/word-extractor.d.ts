// word-extractor ships no types; this is the part we use.
declare module 'word-extractor' {
  type ExtractedDocument = {
    getBody(): string;
  };

  export default class WordExtractor {
    extract(source: string | Buffer): Promise<ExtractedDocument>;
  }
}
