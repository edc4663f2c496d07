/// The parameters of one animation or spring initializer that make the animation end at once.
///
/// The rule (README, "Engine notes"): a NaN or infinite parameter, or a negative duration,
/// response, mass, stiffness, delay or speed, makes the animation end at once — the attribute shows
/// its model value on the next frame and the transaction's completions run once — with one runtime
/// warning that names the initializer and every such parameter. Bounce and damping fraction
/// (and the other finite parameters) are clamped to their meaningful ranges instead.
///
/// Nothing is allocated unless a parameter is invalid.
package struct InvalidParameters {
    /// The initializer, as it is written in code (`"Animation.spring(duration:bounce:blendDuration:)"`).
    private let initializer: String
    /// `name is value` for each invalid parameter.
    private var problems: [String] = []

    /// Starts checking the parameters of `initializer`.
    package init(_ initializer: String) { self.initializer = initializer }

    /// Whether some parameter was invalid.
    package var found: Bool { !problems.isEmpty }

    /// A parameter that must be finite (bounce, damping fraction, blend duration, velocity…).
    package mutating func finite(_ value: Double, _ name: String) {
        if !value.isFinite { problems.append("\(name) is \(value)") }
    }

    /// A parameter that must be finite and not negative (duration, response, mass, stiffness,
    /// delay, speed).
    package mutating func nonNegative(_ value: Double, _ name: String) {
        if !value.isFinite || value < 0 { problems.append("\(name) is \(value)") }
    }

    /// The one warning, naming the initializer and every invalid parameter.
    package var message: String {
        "\(initializer): \(problemList); the animation ends at once"
    }

    /// Every invalid parameter, `name is value`, separated by commas.
    package var problemList: String { problems.joined(separator: ", ") }

    /// Warns (once, naming the parameters) when some parameter was invalid.
    /// - Returns: Whether every parameter was valid.
    package func passes() -> Bool {
        guard found else { return true }
        reportIssue(message)
        return false
    }
}

extension Animation {
    /// The animation an invalid parameter gives: no duration, so the attribute shows its model
    /// value on the next frame and the animation's completions run then.
    package static let endingAtOnce = Animation(kind: .timingCurve(TimingCurveAnimation(curve: .linear, duration: 0)))
}
