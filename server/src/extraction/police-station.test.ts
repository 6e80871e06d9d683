import { describe, expect, it } from 'vitest';
import { enrichRelease } from './enrich';

const stationOf = (text: string, title = 'Police statement') =>
  enrichRelease({ title, text, published_date: '2024-05-10', source_url: 'https://example.org/release' });

describe('the police station that handles the case', () => {
  it.each([
    ['A case of assault GBH was opened at Kokstad police station.', 'Kokstad'],
    ['Plessislaer police are investigating a case of murder.', 'Plessislaer'],
    ['Two constables of Diepkloof SAPS were patrolling the taxi rank when shots were fired.', 'Diepkloof'],
    ['Anyone with information is asked to contact the Park Road Police Station.', 'Park Road'],
  ])('reads "%s" as %s, with the words it was read from', (text, station) => {
    const event = stationOf(text);
    expect(event.police_station).toBe(station);
    expect(text).toContain(event.evidence.police_station);
  });

  it.each([
    ['The officer, who was stationed at Rosebank, died at the scene.'],
    ['A Muizenberg police captain was stabbed to death at his home.'],
    ['Members of the Burgersfort Cluster and the Witbank Trio Crimes unit traced the suspects.'],
    ['The men drove to the Parys police station, where they ran off in different directions.'],
    ['Metro police stopped the vehicle on the N2.'],
    ['A man was shot dead in Soweto on Sunday.'],
  ])('names no station for "%s"', (text) => {
    expect(stationOf(text).police_station).toBeNull();
  });
});
