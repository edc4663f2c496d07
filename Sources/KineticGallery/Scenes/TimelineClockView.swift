import Foundation
import Kinetic

/// TimelineView and Canvas: an analog clock and a Lissajous trail of 240 points, drawn by a
/// Canvas on every frame of a `.animation` schedule, and a digital read-out on a one-second
/// `.periodic` schedule. A tap pauses the animation schedule (the canvas then costs nothing; the
/// read-out shows the paused hands' time) and resumes it at the current date.
///
/// Dates are the host's: its clock starts at 2001-01-01 00:00:00 UTC, so the clock starts at 12:00.
package struct TimelineClockView: View {
    @State private var paused = false
    /// The hands' date when the clock was paused: the digital read-out shows it while paused, so
    /// the two agree (its own one-second schedule goes on).
    @State private var pausedDate: Date?

    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 24) {
            SceneCaption(title: "TimelineView and Canvas",
                         hint: "a Canvas redrawn on every frame of TimelineView(.animation); tap the clock to pause or resume it")
            HStack(spacing: 40) {
                TimelineView(.animation(minimumInterval: nil, paused: paused)) { context in
                    let seconds = context.date.timeIntervalSinceReferenceDate
                    Canvas { graphics, size in Self.drawClock(in: &graphics, size: size, seconds: seconds) }
                        .frame(width: 220, height: 220)
                        .testID("clock")
                        .onTapGesture {
                            pausedDate = paused ? nil : context.date
                            paused.toggle()
                        }
                    Canvas { graphics, size in Self.drawTrail(in: &graphics, size: size, seconds: seconds) }
                        .frame(width: 220, height: 220)
                        .testID("trail")
                }
            }
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                Text(Self.digital(pausedDate ?? context.date)).font(.system(size: 28, design: .monospaced)).testID("digital")
            }
            Text(paused ? "paused" : "running").font(.callout).foregroundColor(.gray).testID("state")
        }
    }

    /// `HH:mm:ss` of `date` in UTC.
    static func digital(_ date: Date) -> String {
        let total = Int(date.timeIntervalSinceReferenceDate.rounded(.down))
        let s = ((total % 86_400) + 86_400) % 86_400
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(two(s / 3600)):\(two(s / 60 % 60)):\(two(s % 60))"
    }

    /// A dial with 60 ticks and hour, minute and sweeping second hands for `seconds` past midnight.
    static func drawClock(in context: inout GraphicsContext, size: CGSize, seconds: Double) {
        let radius = min(size.width, size.height) / 2 - 4
        context.translateBy(x: size.width / 2, y: size.height / 2)
        let dial = Path(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
        context.fill(dial, with: .color(.white))
        context.stroke(dial, with: .color(.black), lineWidth: 3)
        for tick in 0..<60 {
            var mark = context
            mark.rotate(by: .degrees(Double(tick) * 6))
            let long = tick % 5 == 0
            let line = Path { $0.addLines([CGPoint(x: 0, y: -radius + 6), CGPoint(x: 0, y: -radius + (long ? 20 : 12))]) }
            mark.stroke(line, with: .color(.black), lineWidth: long ? 3 : 1)
        }
        for hour in [12, 3, 6, 9] {
            let angle = Double(hour) / 12 * 2 * .pi
            context.draw(Text("\(hour)").font(.system(size: 18)),
                         at: CGPoint(x: (radius - 36) * sin(angle), y: -(radius - 36) * cos(angle)))
        }
        func hand(_ turns: Double, length: CGFloat, width: CGFloat, color: Color) {
            var hand = context
            hand.rotate(by: .radians(turns * 2 * .pi))
            hand.stroke(Path { $0.addLines([CGPoint(x: 0, y: 12), CGPoint(x: 0, y: -length)]) },
                        with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
        }
        let day = seconds.truncatingRemainder(dividingBy: 43_200)
        hand(day / 43_200, length: radius * 0.5, width: 6, color: .black)
        hand(day.truncatingRemainder(dividingBy: 3600) / 3600, length: radius * 0.75, width: 4, color: .black)
        hand(day.truncatingRemainder(dividingBy: 60) / 60, length: radius * 0.85, width: 2, color: .red)
        context.fill(Path(ellipseIn: CGRect(x: -5, y: -5, width: 10, height: 10)), with: .color(.red))
    }

    /// A Lissajous figure (3 : 2) whose phase turns once every 8 s, stroked as one 240-point
    /// polyline, with a fading head of dots.
    static func drawTrail(in context: inout GraphicsContext, size: CGSize, seconds: Double) {
        let phase = seconds / 8 * 2 * .pi
        let rx = size.width / 2 - 10, ry = size.height / 2 - 10
        func point(_ t: Double) -> CGPoint {
            CGPoint(x: size.width / 2 + rx * sin(3 * t + phase), y: size.height / 2 + ry * sin(2 * t))
        }
        var curve = Path()
        curve.move(to: point(0))
        for i in 1...240 { curve.addLine(to: point(Double(i) / 240 * 2 * .pi)) }
        context.stroke(curve, with: .color(.blue), lineWidth: 2)
        let head = seconds.truncatingRemainder(dividingBy: 4) / 4 * 2 * .pi
        for k in 0..<8 {
            var dot = context
            dot.opacity = 1 - Double(k) / 8
            let p = point(head - Double(k) * 0.06)
            dot.fill(Path(ellipseIn: CGRect(x: p.x - 6, y: p.y - 6, width: 12, height: 12)), with: .color(.orange))
        }
    }
}
