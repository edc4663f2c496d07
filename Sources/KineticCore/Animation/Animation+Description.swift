extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
    /// A textual representation naming the animation and its parameters.
    public var description: String {
        switch kind {
        case let .timingCurve(curve, duration): return "BezierAnimation(duration: \(duration), curve: \(curve))"
        case let .fluidSpring(s):
            return "FluidSpringAnimation(response: \(s.response), dampingFraction: \(s.dampingFraction), blendDuration: \(s.blendDuration))"
        case let .spring(spring, velocity, _, _):
            return "SpringAnimation(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), initialVelocity: \(velocity))"
        case let .delay(base, delay): return "DelayAnimation(animation: \(base), delay: \(delay))"
        case let .speed(base, speed): return "SpeedAnimation(animation: \(base), speed: \(speed))"
        case let .repeating(base, count, autoreverses):
            return "RepeatAnimation(animation: \(base), repeatCount: \(count.map(String.init) ?? "nil"), autoreverses: \(autoreverses))"
        case let .logicallyComplete(base, after): return "LogicallyCompleteAnimation(animation: \(base), duration: \(after))"
        case let .custom(box): return box.description
        }
    }

    public var debugDescription: String { description }
}
