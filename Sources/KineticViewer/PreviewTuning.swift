import Foundation
import Kinetic

/// The spring the viewer's tuning panel sets: read by any scene through
/// `@Environment(\.previewTuning)`, and, while ``replacesAnimations`` is on, used by the viewer for
/// every animated change of the scene (through the transaction at the scene's root, as
/// `.transaction { }` would).
nonisolated public struct PreviewTuning: Equatable, Codable, Sendable {
    /// The perceptual duration of the spring, in seconds (snapped to hundredths, within ``durationRange``).
    public var duration: Double { didSet { duration = Self.snap(duration, to: Self.durationRange, default: 0.5) } }
    /// The spring's bounce (snapped to hundredths, within ``bounceRange``; 0 is critically damped).
    public var bounce: Double { didSet { bounce = Self.snap(bounce, to: Self.bounceRange, default: 0) } }
    /// Whether the viewer replaces the animation of every animated change in the scene with ``animation``.
    public var replacesAnimations: Bool

    /// The durations the panel's slider covers.
    public static let durationRange: ClosedRange<Double> = 0.1...2
    /// The bounces the panel's slider covers.
    public static let bounceRange: ClosedRange<Double> = -0.5...0.9

    /// Creates tuning values (the talk's `.bouncy`-like 0.5 s, bounce 0.3 by default), replacing nothing.
    public init(duration: Double = 0.5, bounce: Double = 0.3, replacesAnimations: Bool = false) {
        self.duration = Self.snap(duration, to: Self.durationRange, default: 0.5)
        self.bounce = Self.snap(bounce, to: Self.bounceRange, default: 0)
        self.replacesAnimations = replacesAnimations
    }

    /// `.spring(duration: duration, bounce: bounce)`.
    public var animation: Animation { .spring(duration: duration, bounce: bounce) }

    /// The animation as Swift code with the exact figures in use (`.spring(duration: 0.42, bounce: 0.31)`):
    /// the values are hundredths, so the shortest decimal that reads back as the same number is exact.
    public var swiftCode: String { ".spring(duration: \(Self.exact(duration)), bounce: \(Self.exact(bounce)))" }

    /// The shortest decimal that reads back as `value` ("0.5", "0.42", "1", "-0.3").
    public static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int(value)) }
        return "\(value)"
    }

    /// `value` to the nearest hundredth, clamped to `range`; NaN becomes `fallback`.
    static func snap(_ value: Double, to range: ClosedRange<Double>, default fallback: Double) -> Double {
        guard !value.isNaN else { return fallback }
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        return (clamped * 100).rounded() / 100
    }
}

extension EnvironmentValues {
    /// The viewer's tuning panel (its defaults outside the viewer).
    @Entry public var previewTuning: PreviewTuning = PreviewTuning()
}
