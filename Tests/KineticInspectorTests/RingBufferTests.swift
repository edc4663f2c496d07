import KineticInspector
import Testing

@Suite struct RingBufferTests {
    @Test func keepsTheLatestElementsOldestFirst() {
        var ring = RingBuffer<Int>(capacity: 3)
        #expect(ring.isEmpty)
        for i in 1...5 { ring.append(i) }
        #expect(Array(ring) == [3, 4, 5])
        #expect(ring.count == 3 && ring.first == 3 && ring.last == 5)
    }

    @Test func traceRecordsSamplesAndMarkers() {
        var trace = Trace(name: "scale", sampleCapacity: 4)
        for i in 0..<6 { trace.record(time: Double(i), value: Double(i) * 2, velocity: 1) }
        trace.mark(.click, at: 2)
        #expect(trace.samples.map(\.time) == [2, 3, 4, 5])
        #expect(trace.markers.map(\.kind) == [.click])
        #expect(SampleCSV.text(trace.samples.prefix(1)) == "time,value,velocity\n2.0,4.0,1.0\n")
    }
}
