import Foundation

extension Animation {
    /// Delays the start of the animation by `delay` seconds.
    ///
    /// NaN or negative delays are treated as 0; delays beyond 10⁶ s are clamped to it.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(kind: .delay(self, delay.isNaN ? 0 : min(max(delay, 0), 1e6)))
    }

    /// Changes the duration of the animation by adjusting its speed: the base sees `time · speed`.
    ///
    /// A speed that is not a finite positive number makes the animation finish at once.
    public func speed(_ speed: Double) -> Animation {
        Animation(kind: .speed(self, speed))
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
