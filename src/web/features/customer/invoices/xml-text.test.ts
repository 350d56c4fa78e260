import { describe, expect, it } from 'vitest';
import { formatXmlText, XML_SHOWN_MAX_CHARS } from './xml-text.ts';

describe('formatXmlText', () => {
  it('indents an e-invoice and keeps its values as written', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">' +
      '<ID>007</ID><Note>Wasser &amp; Abwasser</Note><Amount currencyID="EUR">512.40</Amount></Invoice>';
    expect(formatXmlText(xml).split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">',
      '  <ID>007</ID>',
      '  <Note>Wasser &amp; Abwasser</Note>',
      '  <Amount currencyID="EUR">512.40</Amount>',
      '</Invoice>',
    ]);
  });

  it('expands no entities and shows broken XML as it is', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><l>&b;</l>';
    expect(formatXmlText(bomb).length).toBeLessThan(bomb.length * 2);
    expect(formatXmlText('<a><b></a>')).toBe('<a><b></a>');
  });

  it('cuts very long text', () => {
    expect(formatXmlText('x'.repeat(XML_SHOWN_MAX_CHARS + 10)).length).toBe(XML_SHOWN_MAX_CHARS);
  });
});
