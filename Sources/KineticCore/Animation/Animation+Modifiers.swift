import Foundation

extension Animation {
    /// Delays the start of the animation by `delay` seconds.
    ///
    /// - Parameter delay: The delay in seconds. A NaN, infinite or negative delay makes the
    ///   animation end at once, with one runtime warning naming it.
    /// - Returns: The delayed animation.
    public func delay(_ delay: TimeInterval) -> Animation {
        var check = InvalidParameters("Animation.delay(_:)")
        check.nonNegative(delay, "delay")
        guard check.passes() else { return .endingAtOnce }
        return Animation(kind: .delay(self, delay))
    }

    /// Changes the duration of the animation by adjusting its speed: the base sees `time · speed`.
    ///
    /// - Parameter speed: The speed factor. A speed of zero makes the animation finish at once; a
    ///   NaN, infinite or negative one does too, with one runtime warning naming it.
    /// - Returns: The animation at the new speed.
    public func speed(_ speed: Double) -> Animation {
        var check = InvalidParameters("Animation.speed(_:)")
        check.nonNegative(speed, "speed")
        guard check.passes() else { return .endingAtOnce }
        return Animation(kind: .speed(self, speed))
    }

    /// Repeats the animation `repeatCount` plays.
    ///
    /// - Parameters:
    ///   - repeatCount: How many plays; a count ≤ 0 plays nothing (the animation finishes at once).
    ///   - autoreverses: Whether every other play runs backward.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(kind: .repeating(self, count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as it is active.
    /// - Parameter autoreverses: Whether every other play runs backward.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(kind: .repeating(self, count: nil, autoreverses: autoreverses))
    }

    /// Marks the animation logically complete `duration` seconds after it starts (at the latest).
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(kind: .logicallyComplete(self, after: duration.isNaN ? 0 : max(duration, 0)))
    }
}
