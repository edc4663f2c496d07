import Foundation
import Testing
@testable import Kinetic
@testable import KineticInspector

@Suite struct PlotViewTests {
    /// The legend sits over the curves' area, clear of the tick labels' column, in a plot as small
    /// as the sprite benchmark's overlay (its top tick label lay under the legend's first name).
    @Test(arguments: [CGSize(width: 300, height: 110), CGSize(width: 380, height: 130)])
    func theLegendClearsTheTickLabels(size: CGSize) throws {
        var trace = Trace(name: "sprite · offset")
        for frame in 0...90 {
            let time = Double(frame) / 60
            trace.record(time: time, value: 500 + 55 * sin(time * 4), velocity: 220 * cos(time * 4))
        }
        let plot = PlotView(title: "value", series: .value, curves: [PlotCurve(name: "sprite · offset", color: .blue, trace: trace)], now: 1.5)
        let host = HeadlessHost(plot, size: size)
        let texts = host.displayList.items.filter { $0.text != nil }
        let legend = try #require(texts.first { $0.text!.hasPrefix("■") })
        let ticks = texts.filter { $0.text.flatMap(Double.init) != nil }
        #expect(ticks.count >= 3)
        for tick in ticks {
            #expect(!tick.bounds.intersects(legend.bounds), "tick '\(tick.text!)' at \(tick.bounds) under the legend at \(legend.bounds)")
        }
    }
}
