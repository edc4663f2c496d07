import Benchmark
import Foundation
import BenchmarkScenarios
import Kinetic

// Kinetic's benchmarks. Each animator benchmark measures one frame of 100,000 concurrent
// animators (setup, restarts and the first frame after a start are outside the measurement),
// and reports, besides package-benchmark's wall clock and malloc count per frame, a custom
// metric: nanoseconds per animator per frame. The keyframe benchmark reports nanoseconds per
// `KeyframeTimeline.value(time:)` call.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 300
    )

    // Issue 2: 100,000 scalar animators under `.bouncy` (simulated, merging spring).
    animatorBenchmark("Double animators, .bouncy", population: AnimatorPopulation(
        count: 100_000, from: 0.0, to: 1.0, animation: .bouncy, framesPerRun: 40))

    // Issue 3: 100,000 animators of a 4-D scaleEffect value, one frame each.
    animatorBenchmark("4-D animators, .easeInOut (timing curve)", population: AnimatorPopulation(
        count: 100_000, from: ScaleEffect.rest, to: ScaleEffect.grown, animation: .easeInOut, framesPerRun: 15))
    animatorBenchmark("4-D animators, .interpolatingSpring(duration:bounce:) (closed form)", population: AnimatorPopulation(
        count: 100_000, from: ScaleEffect.rest, to: ScaleEffect.grown,
        animation: .interpolatingSpring(duration: 0.5, bounce: 0.3), framesPerRun: 40))
    animatorBenchmark("4-D animators, .bouncy (simulated spring)", population: AnimatorPopulation(
        count: 100_000, from: ScaleEffect.rest, to: ScaleEffect.grown, animation: .bouncy, framesPerRun: 40))
    animatorBenchmark("4-D animators, 3 additive interpolating springs", population: AnimatorPopulation(
        count: 100_000, from: ScaleEffect.rest, to: ScaleEffect.grown,
        animation: .interpolatingSpring(duration: 0.5, bounce: 0.3), framesPerRun: 40, overlapping: 3))

    // The same without a group: each animator evaluates its curve or spring itself (what an
    // animator merged into another, or driven without a group, does); and (issue 28) in one group,
    // each animator started at an instant of its own, its animation's work evaluated by the
    // group's loop over the starts of its kind. At 100,000 and at 1,000 (cache-resident): the
    // arithmetic and bookkeeping without the memory traffic of 100,000.
    for (label, alone, staggered) in [("alone", true, false), ("each started alone", false, true)] {
        for count in [100_000, 1_000] {
            let suffix = count == 100_000 ? "" : ", \(count) animators"
            animatorBenchmark("4-D animators, .easeInOut (timing curve), \(label)\(suffix)", population: AnimatorPopulation(
                count: count, from: ScaleEffect.rest, to: ScaleEffect.grown, animation: .easeInOut, framesPerRun: 15,
                alone: alone, staggered: staggered))
            animatorBenchmark("4-D animators, .interpolatingSpring(duration:bounce:) (closed form), \(label)\(suffix)", population: AnimatorPopulation(
                count: count, from: ScaleEffect.rest, to: ScaleEffect.grown,
                animation: .interpolatingSpring(duration: 0.5, bounce: 0.3), framesPerRun: 40, alone: alone, staggered: staggered))
            animatorBenchmark("4-D animators, .bouncy (simulated spring), \(label)\(suffix)", population: AnimatorPopulation(
                count: count, from: ScaleEffect.rest, to: ScaleEffect.grown, animation: .bouncy, framesPerRun: 40,
                alone: alone, staggered: staggered))
        }
    }

    // A group nobody advances (animators driven by hand, an inspector's replicas): each start is
    // integrated by the first animator that asks. Its slot's integration out of line but
    // specialised (it ran through generic witnesses, 222 against 23 ns).
    animatorBenchmark("4-D animators, .bouncy (simulated spring), each started alone, group not advanced, 1000 animators",
                      population: AnimatorPopulation(count: 1_000, from: ScaleEffect.rest, to: ScaleEffect.grown, animation: .bouncy,
                                                     framesPerRun: 40, staggered: true, advancesGroup: false))

    // Issue 28: a `.bouncy` merged into a running `.bouncy` three frames after it started (what
    // the lab's repeated taps do): springs merged at one instant share the basis motions of their
    // merge in the group (each adds its own state times them); and each merged at an instant of
    // its own (1 ns apart), a basis for every animator.
    for (label, staggered) in [("", false), (", each merged alone", true)] {
        for count in [100_000, 1_000] {
            let suffix = count == 100_000 ? "" : ", \(count) animators"
            animatorBenchmark("4-D animators, .bouncy merged into a running .bouncy\(label)\(suffix)", population: AnimatorPopulation(
                count: count, from: ScaleEffect.rest, to: ScaleEffect.grown, animation: .bouncy, framesPerRun: 20, overlapping: 2,
                staggered: staggered))
        }
    }

    // Issue 16: how the per-animator cost grows with the population (10 and 1,000 beside the
    // 100,000 above): linear growth keeps the per-animator figure flat.
    for count in [10, 1_000] {
        animatorBenchmark("4-D animators, .interpolatingSpring (closed form), \(count) animators", population: AnimatorPopulation(
            count: count, from: ScaleEffect.rest, to: ScaleEffect.grown,
            animation: .interpolatingSpring(duration: 0.5, bounce: 0.3), framesPerRun: 40))
        animatorBenchmark("4-D animators, .bouncy (simulated spring), \(count) animators", population: AnimatorPopulation(
            count: count, from: ScaleEffect.rest, to: ScaleEffect.grown, animation: .bouncy, framesPerRun: 40))
        animatorBenchmark("4-D animators, .easeInOut (timing curve), \(count) animators", population: AnimatorPopulation(
            count: count, from: ScaleEffect.rest, to: ScaleEffect.grown, animation: .easeInOut, framesPerRun: 15))
    }

    // The floor for the closed-form case: the same spring formula written by hand over plain
    // arrays (one exp, sin and cos per animator-frame, value and velocity), no engine around it.
    // Issue 16: and the floors of the other two kinds, the same way: `.bouncy`'s 1/300 s
    // velocity-Verlet steps, and `.easeInOut`'s bezier solve, by hand over plain structs.
    handWrittenFloorBenchmarks()

    // Issue 6: value(time:) of a 4-track, 20-keyframe timeline (the seed's emoji).
    keyframeBenchmark()

    // Issue 4: a state change re-running the body of a 1,000-view tree, and one frame of the
    // 1,980 animators it starts.
    viewTreeBenchmarks()
}

// MARK: - Animators

let frameInterval = 1.0 / 60

/// A crowd of animators driven in lock step: started together, ticked frame by frame.
final class AnimatorPopulation<Value: VectorArithmetic> {
    let animators: [AttributeAnimator<Value>]
    let group: AnimatorGroup?
    let staggered: Bool
    let advancesGroup: Bool
    let crowd: AnimatorCrowd<Value>
    let from: Value
    let to: Value
    let animation: Animation
    let framesPerRun: Int
    let overlapping: Int
    var time = 0.0
    var frame: Int
    var hasRun = false
    var headingTo = false

    /// `alone`: each animator without a group (``AnimatorGroup``), evaluating every animation
    /// itself; otherwise all in one group, as a scene graph's animators are, advanced before each
    /// frame as a scene graph advances it. `staggered`: each animator started at an instant of its
    /// own (1 ns apart), so it shares its animation's work with none (a scene graph's animator
    /// started alone). `advancesGroup` false: the group is not advanced before a frame, so each
    /// start is evaluated by the first of its animators that asks.
    init(count: Int, from: Value, to: Value, animation: Animation, framesPerRun: Int, overlapping: Int = 1, alone: Bool = false,
         staggered: Bool = false, advancesGroup: Bool = true) {
        let group = alone ? nil : AnimatorGroup()
        self.group = group
        self.staggered = staggered
        self.advancesGroup = advancesGroup
        self.animators = (0..<count).map { _ in AttributeAnimator(value: from, group: group) }
        self.crowd = AnimatorCrowd(animators)
        self.from = from
        self.to = to
        self.animation = animation
        self.framesPerRun = framesPerRun
        self.overlapping = overlapping
        self.frame = framesPerRun
    }

    /// Starts a new run (not measured): `overlapping` changes a few frames apart, each under the
    /// animation, so that with an additive animation that many run combined; then one frame, so
    /// that what is measured is the steady state.
    func restartIfNeeded() {
        guard frame >= framesPerRun else { return }
        if hasRun {
            let stopped = animators.reduce(0) { $0 + ($1.isAnimating ? 0 : 1) }
            precondition(stopped == 0, "\(stopped) animators finished before the run ended: lower framesPerRun")
        }
        let transaction = Transaction(animation: animation)
        // Each run starts at rest: an additive animation of the last run still settling would
        // otherwise combine with this one and change what is measured. Jumping (no animation) to
        // the run's target and back drops whatever still runs.
        let start = headingTo ? to : from, firstTarget = headingTo ? from : to
        for animator in animators {
            animator.setValue(firstTarget, transaction: Transaction(), time: time)
            animator.setValue(start, transaction: Transaction(), time: time)
        }
        for step in 0..<overlapping {
            headingTo.toggle()
            // Overlapping runs alternate targets so each change is a real delta.
            let target = headingTo ? to : from
            for (index, animator) in animators.enumerated() {
                animator.setValue(target, transaction: transaction, time: staggered ? time - Double(index) * 1e-9 : time)
            }
            if step < overlapping - 1 {
                for _ in 0..<3 { tick() }
            }
        }
        tick()
        frame = 0
        hasRun = true
    }

    /// One frame for every animator.
    @inline(__always)
    func tick() {
        time += frameInterval
        if advancesGroup { group?.advance(to: time) }
        crowd.update(time: time)
        frame += 1
    }
}

let perAnimatorMetric = BenchmarkMetric.custom("ns per animator-frame", polarity: .prefersSmaller, useScalingFactor: false)

func animatorBenchmark<Value: VectorArithmetic>(_ name: String, population: AnimatorPopulation<Value>) {
    Benchmark(name, configuration: .init(metrics: [.wallClock, .mallocCountTotal, perAnimatorMetric])) { benchmark in
        population.restartIfNeeded()
        let start = DispatchTime.now().uptimeNanoseconds
        benchmark.startMeasurement()
        population.tick()
        benchmark.stopMeasurement()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        benchmark.measurement(perAnimatorMetric, Int((Double(elapsed) / Double(population.animators.count)).rounded()))
        blackHole(population.animators[0].presentationValue)
    }
}

// MARK: - Floors

/// A hand-written floor (Scenarios/Floors.swift) timed as the animators are: one frame of 100,000
/// motions a sample, 1/60 s apart, back to the first frame (after `restart`) once past `period`
/// seconds, before any motion could finish.
func floorBenchmark(_ name: String, count: Int, period: Double, restart: @escaping () -> Void = {},
                    frame: @escaping (Double) -> Void) {
    var time = 0.0
    Benchmark(name, configuration: .init(metrics: [.wallClock, .mallocCountTotal, perAnimatorMetric])) { benchmark in
        if time > period {
            time = 0
            restart()
        }
        time += frameInterval
        let start = DispatchTime.now().uptimeNanoseconds
        benchmark.startMeasurement()
        frame(time)
        benchmark.stopMeasurement()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        benchmark.measurement(perAnimatorMetric, Int((Double(elapsed) / Double(count)).rounded()))
    }
}

/// The floors of the three 4-D kinds: the closed-form spring's formula, `.bouncy`'s 1/300 s steps
/// and `.easeInOut`'s bezier, each by hand with no engine around it.
func handWrittenFloorBenchmarks() {
    // 100,000 motions as the animator benchmarks; 1,000 (cache-resident) for the growth table.
    for count in [100_000, 1_000] {
        let suffix = count == 100_000 ? "" : ", \(grouped(count)) motions"
        var closed = ClosedFormSpringFloor(count: count)
        floorBenchmark("4-D closed-form spring, hand-written loop (floor)\(suffix)", count: count, period: 0.6) { time in
            closed.frame(time: time)
            blackHole(closed.sample)
        }
        var simulated = SimulatedSpringFloor(count: count)
        floorBenchmark("4-D simulated spring (.bouncy), hand-written loop (floor)\(suffix)", count: count, period: 0.6,
                       restart: { simulated.restart() }) { time in
            simulated.frame(time: time)
            blackHole(simulated.sample)
        }
        var bezier = BezierFloor(count: count)
        floorBenchmark("4-D timing curve (.easeInOut), hand-written bezier (floor)\(suffix)", count: count, period: 0.3) { time in
            bezier.frame(time: time)
            blackHole(bezier.sample)
        }
        // Issue 28: the same arithmetic over the bytes an animator started alone touches (its
        // 272-byte object, a 112-byte slot), in one pass and in two (a group's loop over its
        // slots, then the animators' frames): what the layout and the two passes cost.
        for (label, passes) in [("one pass", 1), ("two passes", 2)] {
            let footprint = FootprintBezierFloor(count: count, passes: passes)
            floorBenchmark("4-D timing curve (.easeInOut), hand-written bezier over the engine's footprint, \(label)\(suffix)",
                           count: count, period: 0.3) { time in
                footprint.frame(time: time)
                blackHole(footprint.sample)
            }
        }
    }
}

// MARK: - Keyframes

let perCallMetric = BenchmarkMetric.custom("ns per value(time:)", polarity: .prefersSmaller, useScalingFactor: false)

func keyframeBenchmark() {
    let timeline = emojiTimeline()
    let callsPerSample = 1_000
    // Times spread over the whole timeline (and a little past its end).
    let times = (0..<callsPerSample).map { Double($0) / Double(callsPerSample) * timeline.duration * 1.05 }
    Benchmark("Keyframes: value(time:), 4 tracks, 20 keyframes (x1000)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, perCallMetric])) { benchmark in
        let start = DispatchTime.now().uptimeNanoseconds
        benchmark.startMeasurement()
        for time in times {
            blackHole(timeline.value(time: time))
        }
        benchmark.stopMeasurement()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        benchmark.measurement(perCallMetric, Int((Double(elapsed) / Double(callsPerSample)).rounded()))
    }
}
