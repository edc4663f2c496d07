import Foundation
import Kinetic
import KineticInspector

/// The spring the lab's lanes use, as the sliders set it.
package struct LabParameters: Codable, Equatable, Sendable {
    /// The perceptual duration of `.spring(duration:bounce:)` and `.interpolatingSpring(duration:bounce:)`,
    /// and the duration of the timing-curve lane's `.easeInOut(duration:)`, in seconds.
    package var springDuration: Double
    /// The bounce of both springs (−1…1; 0 is critically damped).
    package var bounce: Double

    /// The range the duration slider covers.
    package static let durationRange: ClosedRange<Double> = 0.1...2
    /// The range the bounce slider covers.
    package static let bounceRange: ClosedRange<Double> = -0.5...0.9

    /// Creates parameters (the talk's `.bouncy`-like defaults: 0.5 s, bounce 0.3).
    package init(springDuration: Double = 0.5, bounce: Double = 0.3) {
        self.springDuration = springDuration
        self.bounce = bounce
    }

    /// Whether both values are finite and inside the sliders' ranges.
    package var isValid: Bool {
        Self.durationRange.contains(springDuration) && Self.bounceRange.contains(bounce)
    }

    /// The merging animation as Swift code, e.g. `.spring(duration: 0.42, bounce: 0.31)`.
    package var swiftCode: String {
        ".spring(duration: \(Self.format(springDuration)), bounce: \(Self.format(bounce)))"
    }

    /// Two decimals, trailing zeros dropped ("0.5", "0.42", "1").
    static func format(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// What drives a lab lane: how its animation treats a new click while it runs.
package enum LaneKind: String, Codable, CaseIterable, Sendable {
    /// `.spring(duration:bounce:)`: a new click merges, retargeting the spring from its current
    /// value and velocity.
    case merging
    /// `.interpolatingSpring(duration:bounce:)`: a new click adds another spring on top.
    case additive
    /// `.easeInOut(duration:)`: a timing curve, also additive.
    case timingCurve

    /// The lane's animation for `parameters`.
    package func animation(_ parameters: LabParameters) -> Animation {
        switch self {
        case .merging: return .spring(duration: parameters.springDuration, bounce: parameters.bounce)
        case .additive: return .interpolatingSpring(duration: parameters.springDuration, bounce: parameters.bounce)
        case .timingCurve: return .easeInOut(duration: parameters.springDuration)
        }
    }

    /// The lane's animation as Swift code.
    package func swiftCode(_ parameters: LabParameters) -> String {
        let d = LabParameters.format(parameters.springDuration), b = LabParameters.format(parameters.bounce)
        switch self {
        case .merging: return ".spring(duration: \(d), bounce: \(b))"
        case .additive: return ".interpolatingSpring(duration: \(d), bounce: \(b))"
        case .timingCurve: return ".easeInOut(duration: \(d))"
        }
    }

    /// A short name for legends and files.
    package var title: String {
        switch self {
        case .merging: return "A  spring (merges)"
        case .additive: return "B  interpolatingSpring (adds up)"
        case .timingCurve: return "C  easeInOut (adds up)"
        }
    }
}

/// One click of a lab script: when, and the spring the sliders set at that moment.
package struct LabClick: Codable, Equatable, Sendable {
    /// Seconds from the start of the run.
    package var time: TimeInterval
    /// The parameters the click's animations use.
    package var parameters: LabParameters

    /// Creates a click.
    package init(time: TimeInterval, parameters: LabParameters) {
        self.time = time
        self.parameters = parameters
    }
}

/// The merge-versus-additive lab's model: the same value (a sprite's position, 0 ↔ 1) in two or
/// three lanes, each driven by the engine's ``AttributeAnimator``; every click toggles the target
/// of all lanes at once, each under its lane's animation.
///
/// Markers record clicks, merges (lane A), combinations (lanes B and C) and completions; read-outs
/// give each lane's settling time and overshoot for the latest click. Updating allocates nothing.
@MainActor package final class MergeLab {
    /// One lane: its animator, trace and read-outs.
    package struct Lane {
        /// What drives it.
        package let kind: LaneKind
        /// The animated position (0 left, 1 right).
        package let animator = AttributeAnimator<Double>(value: 0)
        /// Overshoot and settling time of the latest click.
        package fileprivate(set) var settle = SettleTracker()
        /// The latest click's time (nil before any).
        package var lastClick: TimeInterval? { settle.changeTime }
        /// The largest excursion past the target since the latest click, as a fraction of the jump.
        package var overshoot: Double { settle.overshoot }

        /// Seconds from the latest click until the value stayed within 1 % of the jump of its
        /// target (nil while it has not yet settled, or before any click).
        package var settlingTime: TimeInterval? { settle.settlingTime(isMoving: animator.isAnimating) }
    }

    /// The lanes, A (merging), B (additive) and optionally C (timing curve).
    package private(set) var lanes: [Lane]
    /// Each lane's recorded history, in lane order (a separate array so plots take it as is).
    package private(set) var traces: [Trace]
    /// The parameters the next click uses.
    package var parameters: LabParameters
    /// The clicks so far, with the parameters each used.
    package private(set) var clicks: [LabClick] = []
    /// The latest time the lab was updated to.
    package private(set) var time: TimeInterval = 0

    /// Creates a lab at rest at 0.
    /// - Parameters:
    ///   - parameters: the springs' duration and bounce.
    ///   - includesTimingCurve: whether the third, timing-curve lane runs.
    ///   - sampleCapacity: samples each lane's trace keeps.
    ///   - markerCapacity: markers each lane's trace keeps (a click, a merge or combination, and a
    ///     completion per click at most).
    package init(parameters: LabParameters = LabParameters(), includesTimingCurve: Bool = false,
                sampleCapacity: Int = 2048, markerCapacity: Int = 256) {
        self.parameters = parameters
        let kinds: [LaneKind] = includesTimingCurve ? [.merging, .additive, .timingCurve] : [.merging, .additive]
        lanes = kinds.map { Lane(kind: $0) }
        traces = kinds.map { Trace(name: $0.rawValue, sampleCapacity: sampleCapacity, markerCapacity: markerCapacity) }
        clicks.reserveCapacity(256)
    }

    /// A click at `time` (not before the latest update): every lane's target toggles between 0 and
    /// 1 under its animation with the current ``parameters``.
    package func click(at time: TimeInterval) {
        let time = max(time, self.time)
        clicks.append(LabClick(time: time, parameters: parameters))
        for index in lanes.indices {
            let animator = lanes[index].animator
            let target = animator.modelValue < 0.5 ? 1.0 : 0.0
            traces[index].mark(.click, at: time)
            lanes[index].settle.start(at: time, jump: target - animator.presentationValue)
            let change = withAnimation(lanes[index].kind.animation(parameters)) {
                animator.setValue(target, transaction: Transaction.current ?? Transaction(), time: time)
            } completion: { [weak self] in
                guard let self else { return }
                self.traces[index].mark(.completion, at: self.time)
            }
            switch change {
            case .merged: traces[index].mark(.merge, at: time)
            case .combined: traces[index].mark(.combine, at: time)
            default: break
            }
        }
    }

    /// Advances every lane to `time` and records a sample per lane.
    package func update(time: TimeInterval) {
        // A paused clock repeats its time: nothing moved, and history is not spent on copies.
        if time <= self.time, traces.first?.samples.last?.time == self.time { return }
        self.time = max(self.time, time)
        for index in lanes.indices {
            let animator = lanes[index].animator
            animator.update(time: self.time)
            let value = animator.presentationValue, target = animator.modelValue
            traces[index].record(time: self.time, value: value, velocity: animator.velocity)
            lanes[index].settle.observe(time: self.time, value: value, target: target)
        }
    }
}

/// A recorded or scripted lab run's input: the clicks with their parameters, how long it runs,
/// and which lanes — everything a run depends on.
package struct LabScript: Codable, Equatable, Sendable {
    /// The clicks, in time order.
    package var clicks: [LabClick]
    /// Seconds the run lasts.
    package var duration: TimeInterval
    /// Whether lane C (timing curve) runs.
    package var includesTimingCurve: Bool

    /// Creates a script.
    package init(clicks: [LabClick], duration: TimeInterval, includesTimingCurve: Bool) {
        self.clicks = clicks
        self.duration = duration
        self.includesTimingCurve = includesTimingCurve
    }
}
