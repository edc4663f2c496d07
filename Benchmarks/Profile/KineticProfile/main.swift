import Foundation
import BenchmarkScenarios
import Kinetic
@_spi(Benchmarks) import KineticInspector

// A load-independent companion to the benchmarks: runs one scenario for a given number of frames
// (or keyframe evaluations) so that `profile.sh` can count instructions with callgrind, by
// difference between a run of 0 and of N frames. On a shared 2-core machine wall-clock figures
// move with whatever else runs; instruction counts do not.
//
//   KineticProfile <scenario> <frames>
//   scenarios: closed, ease, bouncy, additive, double-bouncy, keyframes (animators in one AnimatorGroup,
//   as a scene graph's are), closed-alone, ease-alone, bouncy-alone, additive-alone (each animator alone), floor-closed, floor-bouncy,
//   floor-ease (the hand-written floors), view-update, view-frame, view-frame-inspected,
//   view-update-drawn (the display list rendered before each tap), view-update-N, view-frame-N (N rows)


let arguments = CommandLine.arguments
guard arguments.count == 3, let frames = Int(arguments[2]), frames >= 0 else {
    FileHandle.standardError.write("usage: KineticProfile closed|ease|bouncy|additive|double-bouncy|keyframes|view-update[-ROWS]|view-frame[-ROWS]|view-frame-inspected FRAMES\n".data(using: .utf8)!)
    exit(2)
}
let scenario = arguments[1]
/// Animators per frame (keyframe evaluations per "frame" for the keyframe scenario).
let population = 2_000

/// `alone`: each animator without a group (``AnimatorGroup``), evaluating every animation itself.
/// `staggered`: in one group, each animator started at an instant of its own (1 ns apart), so none
/// shares its animation's work with another (what the frame costs an animator started alone in a
/// scene graph).
func run<Value: VectorArithmetic>(from: Value, to: Value, animation: Animation, overlapping: Int = 1, alone: Bool = false,
                                  staggered: Bool = false) {
    let group = alone ? nil : AnimatorGroup()
    let animators = (0..<population).map { _ in AttributeAnimator(value: from, group: group) }
    let crowd = AnimatorCrowd(animators)
    var time = 0.0
    let transaction = Transaction(animation: animation)
    func tick() {
        time += 1.0 / 60
        group?.advance(to: time)  // as a scene graph's frame does
        crowd.update(time: time)
    }
    var headingTo = false
    for step in 0..<overlapping {
        headingTo.toggle()
        for (index, animator) in animators.enumerated() {
            animator.setValue(headingTo ? to : from, transaction: transaction, time: staggered ? time - Double(index) * 1e-9 : time)
        }
        if step < overlapping - 1 { for _ in 0..<3 { tick() } }
    }
    tick()  // the first frame is set-up, as in the benchmarks
    for _ in 0..<frames { tick() }
    precondition(animators.allSatisfy(\.isAnimating), "an animator finished: fewer frames")
}

func runKeyframes() {
    let timeline = emojiTimeline()
    var sum = 0.0
    for frame in 0..<frames {
        for index in 0..<population {
            let time = Double(index) / Double(population) * timeline.duration * 1.05 + Double(frame) * 1e-6
            let value = timeline.value(time: time)
            sum += value.scale + value.verticalOffset + value.verticalStretch + value.angle.radians
        }
    }
    print(sum == .infinity ? "" : "ok")
}

/// Issue 4's tree: `frames` toggles (view-update) or `frames` frames after one toggle (view-frame);
/// `inspected`: with an inspector's store subscribed (issue 12); `rows`: `ThousandRows` when nil,
/// else `Rows(count:)` (issue 16's growth table). A view-update run starts with one toggle and
/// its settling outside the count (profile.sh counts only inside `HeadlessHost.tap(id:)`), so
/// every counted tap does the same work.
/// `drawn`: the display list is rendered before each tap, as a window has drawn the frame tapped.
@MainActor func runViewTree(updates: Bool, inspected: Bool = false, rows: Int? = nil, drawn: Bool = false, reads: Bool = false,
                            replays: Bool = true) {
    let host = rows.map { HeadlessHost(Rows(count: $0), size: Rows.hostSize(rows: $0)) }
        ?? HeadlessHost(ThousandRows(), size: CGSize(width: 400, height: 1_100))
    host.update()
    let store = inspected ? InspectorStore.subscribed(to: host, recordsReplays: replays) : nil
    defer { withExtendedLifetime(store) {} }
    if updates {
        for _ in 0...frames {
            host.advance(by: 2)
            if drawn { _ = host.withDisplayList { $0.items.count } }
            precondition(host.tap(id: "toggle"), "the toggle was not hit")
        }
    } else {
        precondition(host.tap(id: "toggle"), "the toggle was not hit")
        host.advance(by: 1.0 / 60)
        for _ in 0..<frames { host.advance(by: 1.0 / 60) }
        print("running:", host.runningAnimationCount)
        if reads, let store {
            // Every attribute read: each worked out from its replay through the frames so far.
            print("read:", store.readEveryEntry())
        }
    }
}

/// `view-update-N` / `view-frame-N`: the tree with N rows.
func rowCount(_ scenario: String, prefix: String) -> Int? {
    guard scenario.hasPrefix(prefix), let count = Int(scenario.dropFirst(prefix.count)), count > 0 else { return nil }
    return count
}

/// A hand-written floor (issue 16): one set-up frame, then `frames` frames, as `run` does.
func runFloor<Floor>(_ floor: Floor, frame: (inout Floor, Double) -> ScaleEffect) {
    var floor = floor
    var time = 1.0 / 60
    var sample = frame(&floor, time)
    for _ in 0..<frames {
        time += 1.0 / 60
        sample = frame(&floor, time)
    }
    print(sample.first.first > 0 ? "ok" : "")
}

let rest = ScaleEffect.rest
let grown = ScaleEffect.grown
switch scenario {
case "closed": run(from: rest, to: grown, animation: .interpolatingSpring(duration: 0.5, bounce: 0.3))
case "ease": run(from: rest, to: grown, animation: .easeInOut)
case "bouncy": run(from: rest, to: grown, animation: .bouncy)
case "additive": run(from: rest, to: grown, animation: .interpolatingSpring(duration: 0.5, bounce: 0.3), overlapping: 3)
case "double-bouncy": run(from: 0.0, to: 1.0, animation: .bouncy)
case "closed-alone": run(from: rest, to: grown, animation: .interpolatingSpring(duration: 0.5, bounce: 0.3), alone: true)
case "ease-alone": run(from: rest, to: grown, animation: .easeInOut, alone: true)
case "bouncy-alone": run(from: rest, to: grown, animation: .bouncy, alone: true)
case "closed-staggered": run(from: rest, to: grown, animation: .interpolatingSpring(duration: 0.5, bounce: 0.3), staggered: true)
case "ease-staggered": run(from: rest, to: grown, animation: .easeInOut, staggered: true)
case "bouncy-merged": run(from: rest, to: grown, animation: .bouncy, overlapping: 2)
case "bouncy-merged-staggered": run(from: rest, to: grown, animation: .bouncy, overlapping: 2, staggered: true)
case "bouncy-staggered": run(from: rest, to: grown, animation: .bouncy, staggered: true)
case "additive-alone": run(from: rest, to: grown, animation: .interpolatingSpring(duration: 0.5, bounce: 0.3), overlapping: 3, alone: true)
case "keyframes": runKeyframes()
case "floor-closed": runFloor(ClosedFormSpringFloor(count: population)) { $0.frame(time: $1); return $0.sample }
case "floor-bouncy": runFloor(SimulatedSpringFloor(count: population)) { $0.frame(time: $1); return $0.sample }
case "floor-ease": runFloor(BezierFloor(count: population)) { $0.frame(time: $1); return $0.sample }
case "view-update": runViewTree(updates: true)
case "view-frame": runViewTree(updates: false)
case "view-frame-inspected": runViewTree(updates: false, inspected: true)
case "view-frame-read": runViewTree(updates: false, inspected: true, reads: true)
case "view-frame-read-sampled": runViewTree(updates: false, inspected: true, reads: true, replays: false)
case "view-frame-inspected-sampled": runViewTree(updates: false, inspected: true, replays: false)
case "view-update-drawn": runViewTree(updates: true, drawn: true)
case "view-update-inspected": runViewTree(updates: true, inspected: true, drawn: true)
case _ where rowCount(scenario, prefix: "view-update-") != nil: runViewTree(updates: true, rows: rowCount(scenario, prefix: "view-update-"))
case _ where rowCount(scenario, prefix: "view-frame-") != nil: runViewTree(updates: false, rows: rowCount(scenario, prefix: "view-frame-"))
default:
    FileHandle.standardError.write("unknown scenario \(scenario)\n".data(using: .utf8)!)
    exit(2)
}
