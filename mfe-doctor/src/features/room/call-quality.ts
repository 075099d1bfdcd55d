export type Quality = 'good' | 'fair' | 'poor' | 'unknown';
/** How the media travels: straight between the two browsers, or through the TURN relay. */
export type Route = 'direct' | 'relay' | 'unknown';

/** The selected candidate pair's local candidate type ('relay' when the media goes through TURN). */
export function routeOf(report: RTCStatsReport): Route {
  let selected: string | undefined;
  report.forEach((entry) => {
    if (entry.type === 'transport' && entry.selectedCandidatePairId) selected = entry.selectedCandidatePairId;
  });
  let localId: string | undefined;
  report.forEach((entry) => {
    const chosen = selected ? entry.id === selected : entry.nominated && entry.state === 'succeeded';
    if (entry.type === 'candidate-pair' && chosen) localId = entry.localCandidateId;
  });
  const local = localId ? report.get(localId) : undefined;
  if (!local?.candidateType) return 'unknown';
  return local.candidateType === 'relay' ? 'relay' : 'direct';
}

/** Network quality from the connection's own statistics: the selected pair's round-trip time and lost packets. */
export function qualityOf(report: RTCStatsReport): Quality {
  let rtt: number | null = null;
  let lost = 0;
  let received = 0;
  let selected: string | undefined;
  report.forEach((entry) => {
    if (entry.type === 'transport' && entry.selectedCandidatePairId) selected = entry.selectedCandidatePairId;
  });
  report.forEach((entry) => {
    const chosen = selected ? entry.id === selected : entry.nominated && entry.state === 'succeeded';
    if (entry.type === 'candidate-pair' && chosen && typeof entry.currentRoundTripTime === 'number') rtt = entry.currentRoundTripTime;
    if (entry.type === 'inbound-rtp') {
      lost += entry.packetsLost ?? 0;
      received += entry.packetsReceived ?? 0;
    }
  });
  const loss = received + lost ? lost / (received + lost) : 0;
  return rtt === null ? 'unknown' : rtt > 0.6 || loss > 0.1 ? 'poor' : rtt > 0.25 || loss > 0.03 ? 'fair' : 'good';
}
