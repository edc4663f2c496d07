import Foundation
import Testing
import KineticCore

// `@Entry` as the seeds use it, and the shapes around it: strings holding `=` and `:`, collections,
// optionals with and without a default, access modifiers, doc comments.
extension EnvironmentValues {
    @Entry var animationPaused: Bool = false
    /// A title.
    @Entry public var entryTitle: String = "a = b: c" // trailing comment
    @Entry var entryItems: [Int] = [1, 2]
    @Entry var entryMaybe: Int? = nil
    @Entry var entryImplicitNil: String?
    @Entry var entryCurve: UnitCurve = .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.8, y: 1))
}

@Suite("@Entry")
struct EntryTests {
    @Test("Defaults read back, writes round-trip, fresh values keep the defaults")
    func roundTrips() {
        var environment = EnvironmentValues()
        #expect(environment.animationPaused == false)
        #expect(environment.entryTitle == "a = b: c")
        #expect(environment.entryItems == [1, 2])
        #expect(environment.entryMaybe == nil && environment.entryImplicitNil == nil)
        #expect(environment.entryCurve == .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.8, y: 1)))
        environment.animationPaused = true
        environment.entryTitle = "t"
        environment.entryItems.append(3)
        environment.entryMaybe = 7
        environment.entryImplicitNil = "set"
        #expect(environment.animationPaused && environment.entryTitle == "t" && environment.entryItems == [1, 2, 3])
        #expect(environment.entryMaybe == 7 && environment.entryImplicitNil == "set")
        environment.entryMaybe = nil
        #expect(environment.entryMaybe == nil)
        #expect(EnvironmentValues().entryItems == [1, 2] && !EnvironmentValues().animationPaused)
    }

    @Test("A custom animation reads an @Entry value through its context's environment")
    func throughTheContext() {
        struct Holds: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                context.environment.animationPaused ? .zero : value.scaled(by: min(time, 1))
            }
        }
        var paused = EnvironmentValues()
        paused.animationPaused = true
        var running = AnimationContext<Double>(environment: EnvironmentValues())
        var held = AnimationContext<Double>(environment: paused)
        #expect(Animation(Holds()).animate(value: 2.0, time: 0.5, context: &running) == 1)
        #expect(Animation(Holds()).animate(value: 2.0, time: 0.5, context: &held) == 0)
    }
}
