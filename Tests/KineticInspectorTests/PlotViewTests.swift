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

    /// The time axis is labelled in whole seconds from the interaction's input (its click), each
    /// label under its grid line, and the title names the unit of the values.
    @Test func theTimeAxisCountsSecondsFromTheInput() throws {
        var trace = Trace(name: "dot · offset")
        for frame in 0...150 { trace.record(time: Double(frame) / 60, value: Double(frame), velocity: 60) }
        trace.mark(.click, at: 0.5)
        let plot = PlotView(title: "value", series: .value, curves: [PlotCurve(name: "dot · offset", color: .blue, trace: trace)],
                            now: 2.5, unit: "pt")
        let size = CGSize(width: 346, height: 140)
        let host = HeadlessHost(plot, size: size)
        let texts = host.displayList.items.filter { $0.text != nil }
        #expect(texts.contains { $0.text == "value (pt)" })
        let seconds = texts.filter { $0.text!.hasSuffix(" s") }
        #expect(seconds.map(\.text!) == ["−1 s", "0 s", "1 s", "2 s"])
        // "0 s" is centred on the click: 2 s before the right edge of a 3 s wide area.
        let area = CGRect(x: PlotView.margins.leading, y: 0, width: size.width - PlotView.margins.leading - PlotView.margins.trailing, height: 1)
        let zero = try #require(seconds.first { $0.text == "0 s" })
        #expect(abs(zero.bounds.midX - (area.maxX - 2.0 / 3 * area.width)) < 1.5, "\(zero.bounds)")
        // Below the curves' area, inside the plot.
        #expect(zero.bounds.minY >= size.height - PlotView.margins.bottom - 1 && zero.bounds.maxY <= size.height + 1, "\(zero.bounds)")
        let velocity = HeadlessHost(PlotView(title: "velocity", series: .velocity, curves: [PlotCurve(name: "dot · offset", color: .blue, trace: trace)],
                                             now: 2.5, unit: "pt"), size: size)
        #expect(velocity.displayList.items.contains { $0.text == "velocity (pt/s)" })
    }
}

extension PlotViewTests {
    /// A short lane labels its axis at its ends (and zero between when there is room), not nine
    /// labels on top of one another.
    @Test func aShortPlotLabelsItsAxisAtItsEnds() {
        let ticks = [-80.0, -60, -40, -20, 0, 20]
        #expect(PlotView.thinned(ticks, fitting: 100) == ticks)
        #expect(PlotView.thinned(ticks, fitting: 40) == [-80, 0, 20])
        #expect(PlotView.thinned(ticks, fitting: 20) == [-80, 20])
    }
}
