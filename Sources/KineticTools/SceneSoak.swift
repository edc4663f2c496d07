import Foundation
import Kinetic
import KineticGallery

/// A long headless run of a gallery view: seeded random taps, drags (sliders, pickers) and
/// animated changes with completions, frame after frame at 60 Hz, checking that nothing drawn is
/// ever non-finite, that every completion runs exactly once, and that resident memory stays flat.
///
/// It drives the views of `Scenes/` through ``HeadlessHost`` directly, as a user's code would.
/// The animated changes come from a probe beside the scene: each tap on it changes a value with a
/// random animation — springs, timing curves, delays, speeds, invalid parameters, none — and a
/// completion under a random criterion.
@MainActor package enum SceneSoak {
    /// The gallery's view scenes, by their gallery names.
    package static let scenes: [(name: String, make: () -> AnyView)] = [
        ("emoji-bounce", { AnyView(EmojiBounceView()) }),
        ("phase-animators", { AnyView(PhaseAnimatorsView()) }),
        ("keyframes", { AnyView(KeyframeEmojiView()) }),
        ("pet-avatar", { AnyView(PetAvatarView()) }),
        ("binding-animation", { AnyView(BindingAnimationView()) }),
        ("podium", { AnyView(PodiumView()) }),
        ("easing-playground", { AnyView(EasingPlaygroundView()) }),
        ("transitions", { AnyView(TransitionsView()) }),
        ("matched-geometry", { AnyView(MatchedGeometryView()) }),
        ("marching-ants", { AnyView(MarchingAntsView()) }),
        ("elastic", { AnyView(ElasticAnimationView()) }),
        ("pausable", { AnyView(PausableView()) }),
    ]

    /// The size the scene is laid out in; the probe sits below it.
    static let sceneSize = CGSize(width: 900, height: 600)

    /// What a soak did and found.
    package struct Report: Sendable {
        package var scene: String
        package var frames = 0
        package var taps = 0
        package var drags = 0
        /// Animated changes made through the probe (each with one completion).
        package var changes = 0
        /// Completions that ran (each change's once, when all is well).
        package var completions = 0
        /// Completions that ran a second time.
        package var repeatedCompletions = 0
        /// Frames that drew a non-finite number, and the first such item.
        package var nonFiniteFrames = 0
        package var firstNonFinite: String?
        /// Resident size (bytes) after the first simulated minute (nil for shorter runs) and at the end.
        package var residentAfterFirstMinute: Int?
        package var residentAtEnd = 0

        /// Whether every check passed: nothing non-finite, every completion once, memory flat
        /// (within 2 MB of its size after the first minute).
        package var passed: Bool {
            nonFiniteFrames == 0 && repeatedCompletions == 0 && completions == changes
                && (residentAfterFirstMinute.map { abs(residentAtEnd - $0) <= 2 << 20 } ?? true)
        }

        /// One line for the command line.
        package var summary: String {
            let memory = residentAfterFirstMinute.map {
                String(format: "resident %.1f MB after 1 min, %.1f MB at the end (%+.2f MB)",
                       Double($0) / 1_048_576, Double(residentAtEnd) / 1_048_576, Double(residentAtEnd - $0) / 1_048_576)
            } ?? String(format: "resident %.1f MB at the end", Double(residentAtEnd) / 1_048_576)
            return "\(scene): \(frames) frames, \(taps) taps, \(drags) drags, \(changes) animated changes, "
                + "\(completions) completions (\(repeatedCompletions) repeated), \(nonFiniteFrames) frames with a non-finite value"
                + (firstNonFinite.map { " (first: \($0))" } ?? "") + "; \(memory) — \(passed ? "ok" : "FAILED")"
        }
    }

    /// Runs scene `index` of ``scenes`` for `seconds` of simulated time at 60 Hz, then lets the
    /// probe's animations finish (20 s more, not counted as frames).
    /// - Parameters:
    ///   - index: The scene's index in ``scenes``.
    ///   - seconds: Simulated seconds of random input.
    ///   - seed: The seed of the input sequence: a run is a function of it.
    /// - Returns: The report.
    package static func run(scene index: Int, seconds: Double, seed: UInt64) -> Report {
        let (name, make) = scenes[index]
        var random = SplitMix64(seed: seed &+ UInt64(index))
        let probe = SoakProbe(seed: seed &* 31 &+ UInt64(index))
        let root = VStack(spacing: 0) {
            make().frame(width: sceneSize.width, height: sceneSize.height)
            SoakProbeView(probe: probe)
        }
        let host = HeadlessHost(root, size: CGSize(width: sceneSize.width, height: sceneSize.height + 40))
        var report = Report(scene: name)
        while host.time < seconds - 1e-9 {
            let roll = random.unit()
            if roll < 1.0 / 40 {
                let targets = host.withDisplayList { list in list.items.filter { $0.isHitTestable && $0.testID != "soak.probe" }.map(\.center) }
                let point = targets.isEmpty || random.unit() < 0.25
                    ? CGPoint(x: random.unit() * sceneSize.width, y: random.unit() * sceneSize.height)
                    : targets[random.index(targets.count)]
                host.tap(at: point)
                report.taps += 1
            } else if roll < 1.0 / 40 + 1.0 / 240 {
                let targets = host.withDisplayList { list in list.items.filter { $0.isHitTestable && $0.testID != "soak.probe" }.map(\.center) }
                if let start = targets.isEmpty ? nil : targets[random.index(targets.count)] {
                    let end = CGPoint(x: start.x + (random.unit() - 0.5) * 400, y: start.y + (random.unit() - 0.5) * 100)
                    host.drag(from: start, to: end, steps: 1 + random.index(8))
                    report.drags += 1
                }
            } else if roll < 1.0 / 40 + 1.0 / 240 + 1.0 / 90 {
                host.tap(id: "soak.probe")
            }
            host.advance(by: host.frameInterval)
            if let problem = host.withDisplayList(nonFiniteItem) {
                report.nonFiniteFrames += 1
                if report.firstNonFinite == nil { report.firstNonFinite = "\(problem) at \(host.time) s" }
            }
            if report.residentAfterFirstMinute == nil && seconds > 60 && host.time >= 60 {
                report.residentAfterFirstMinute = residentBytes()
            }
        }
        report.frames = Int((host.time * 60).rounded())
        host.advance(by: 20)  // the probe's longest animation settles well within this
        report.changes = probe.started
        report.completions = probe.completions.values.reduce(0) { $0 + min($1, 1) }
        report.repeatedCompletions = probe.completions.values.reduce(0) { $0 + max($1 - 1, 0) }
        report.residentAtEnd = residentBytes()
        return report
    }

    /// A description of the first item of `list` drawn with a NaN or infinite number, if any.
    static func nonFiniteItem(_ list: DisplayList) -> String? {
        for item in list.items {
            let t = item.transform, f = item.frame
            // A sum is finite only if every term is (no array: this runs every frame).
            var sum = f.minX + f.minY + f.width + f.height + t.a + t.b + t.c + t.d + t.tx + t.ty
            sum += CGFloat(item.opacity) + item.blurRadius
            if let shadow = item.shadow { sum += shadow.radius + shadow.x + shadow.y }
            if !sum.isFinite { return "\(item.content) frame \(f) transform \(t)" }
        }
        return nil
    }

    /// This process's resident set size, from /proc/self/statm.
    package static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// The probe's state: the random animations it hands out and the completions that ran.
@MainActor final class SoakProbe {
    var random: SplitMix64
    var started = 0
    /// Runs per change.
    var completions: [Int: Int] = [:]

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// The transaction of the next change: a random animation (or none, or disabled) and a
    /// completion under a random criterion that counts its runs.
    func nextTransaction() -> Transaction {
        let r = { self.random.unit() }
        let animations: [() -> Animation?] = [
            { .spring(duration: 0.1 + r() * 0.9, bounce: -0.5 + r() * 1.4) },
            { .interpolatingSpring(stiffness: 10 + r() * 290, damping: 4 + r() * 26) },
            { .easeInOut(duration: r()) },
            { .linear(duration: r() * 0.5).delay(r() * 0.5) },
            { .bouncy.speed(0.5 + r() * 1.5) },
            { .smooth(duration: r(), extraBounce: r() * 0.3) },
            { .spring(duration: .nan) },                                   // invalid: ends at once
            { .interpolatingSpring(mass: 1, stiffness: -1, damping: 10) }, // invalid
            { Animation.easeIn.delay(.infinity) },                         // invalid
            { nil },
        ]
        var transaction = Transaction(animation: animations[random.index(animations.count)]())
        transaction.disablesAnimations = random.unit() < 0.05
        let id = started
        started += 1
        transaction.addAnimationCompletion(criteria: random.unit() < 0.5 ? .logicallyComplete : .removed) { [unowned self] in
            completions[id, default: 0] += 1
        }
        return transaction
    }
}

/// A small square below the scene; a tap on it moves it with the probe's next transaction.
struct SoakProbeView: View {
    let probe: SoakProbe
    @State private var offset = 0.0

    var body: some View {
        Color.orange.frame(width: 20, height: 20)
            .offset(x: offset)
            .onTapGesture {
                let transaction = probe.nextTransaction()
                withTransaction(transaction) { offset = offset == 0 ? 40 : 0 }
            }
            .testID("soak.probe")
            .frame(width: SceneSoak.sceneSize.width, height: 40)
    }
}
