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

extension PlotViewTests {
    /// The wheel zooms around the instant under the pointer, which stays put (a notch towards the
    /// user widens the stretch by a quarter, away narrows it to four fifths), and sideways pans a
    /// tenth of the stretch a notch; the stretch stays within its limits.
    @Test func theWheelZoomsAroundThePointerAndPansSideways() throws {
        func wheel(_ notches: CGFloat, sideways: Bool = false) -> _ScrollWheelValue {
            _ScrollWheelValue(notches: notches, isSideways: sideways, location: .zero, size: .zero)
        }
        func close(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> Bool {
            abs(a.lowerBound - b.lowerBound) < 1e-12 && abs(a.upperBound - b.upperBound) < 1e-12
        }
        #expect(close(PlotView.zoomed(0...3, by: wheel(-1), fraction: 0.5), 0.3...2.7))
        #expect(close(PlotView.zoomed(0...3, by: wheel(1), fraction: 0.5), -0.375...3.375))
        // The pointer a quarter in: 0.75 s stays a quarter in.
        let zoomed = PlotView.zoomed(0...3, by: wheel(-2), fraction: 0.25)
        #expect(close(zoomed, (0.75 - 0.25 * 1.92)...(0.75 + 0.75 * 1.92)))
        #expect(close(PlotView.zoomed(0...3, by: wheel(1, sideways: true), fraction: 0.9), 0.3...3.3))
        #expect(close(PlotView.zoomed(0...3, by: wheel(-1.5, sideways: true), fraction: 0.1), -0.45...2.55))
        let narrowest = PlotView.zoomed(0...0.021, by: wheel(-5), fraction: 0)
        #expect(abs(narrowest.upperBound - narrowest.lowerBound - PlotView.zoomLimits.lowerBound) < 1e-12)
    }

    /// A turn of the wheel over a plot in a host reaches it at the pointer, in the plot's own
    /// coordinates; elsewhere nothing takes it.
    @Test func aTurnOverThePlotReachesItAtThePointer() throws {
        var trace = Trace(name: "dot · offset")
        for frame in 0...150 { trace.record(time: Double(frame) / 60, value: Double(frame), velocity: 60) }
        var zooms: [ClosedRange<TimeInterval>] = []
        let size = CGSize(width: 346, height: 140)
        let host = HeadlessHost(VStack(spacing: 0) {
            PlotView(title: "value", series: .value, curves: [PlotCurve(name: "dot · offset", color: .blue, trace: trace)], now: 2.5,
                     onZoom: { zooms.append($0) })
                .frame(width: size.width, height: size.height)
            Color.gray.frame(width: size.width, height: 40)
        }, size: CGSize(width: size.width, height: size.height + 40))
        let area = CGRect(x: PlotView.margins.leading, y: 0, width: size.width - PlotView.margins.leading - PlotView.margins.trailing, height: 1)
        // The pointer at 2 s: 2.5 − 2 = 0.5 s before the right edge of the 3 s shown.
        let x = area.maxX - 0.5 / 3 * area.width
        #expect(host.scrollWheel(-1, at: CGPoint(x: x, y: 70)))
        let range = try #require(zooms.last)
        // 2 s stays five sixths across a stretch of 2.4 s: 0 … 2.4 s.
        #expect(abs(range.lowerBound - 0) < 1e-9 && abs(range.upperBound - 2.4) < 1e-9, "\(range)")
        #expect(!host.scrollWheel(-1, at: CGPoint(x: 100, y: size.height + 20)), "below the plot: nothing takes it")
        #expect(zooms.count == 1)
    }
}
