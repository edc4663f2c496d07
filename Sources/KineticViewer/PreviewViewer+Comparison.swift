import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// What a comparison replaces: every animated change with the tuned spring (the tuning panel's
/// `compare`), those of one attribute (the inspector's `A/B` on the selected one) with the
/// tuned spring or an animation typed for it, wherever their animation came from, or those of the
/// attribute the scene asks an A/B for (``View/previewComparison(_:with:label:)``) with the
/// animation it names at each change.
enum ComparisonScope: Equatable {
    case everyAnimation
    case attribute(AttributeName, typed: Animation? = nil)
    case declared(AttributeName, label: String)

    /// The attribute compared, if one is.
    var attribute: AttributeName? {
        switch self {
        case .attribute(let name, _), .declared(let name, _): return name
        case .everyAnimation: return nil
        }
    }

    /// The animation typed for the compared attribute (nil: the tuned spring, or the scene's own).
    var typed: Animation? {
        if case .attribute(_, let typed) = self { return typed }
        return nil
    }

    /// What the second run is called beside the scene's curves: "tuned", "typed", or the scene's label.
    var label: String {
        switch self {
        case .everyAnimation, .attribute(_, typed: nil): return "tuned"
        case .attribute: return "typed"
        case .declared(_, let label): return label
        }
    }

    /// Whether it is the scene's own A/B.
    var isDeclared: Bool {
        if case .declared = self { return true }
        return false
    }

    /// The scene's own A/B (``View/previewComparison(_:with:label:)``) as a scope.
    static func declared(_ comparison: PreviewComparison?) -> ComparisonScope? {
        comparison.map { .declared($0.attribute, label: $0.label) }
    }
}

/// A/B on any scene: the shown scene run a second time from the same inputs with every animated
/// change (or one attribute's) under the tuned spring (the panel's "Replace every animation", but
/// beside the scene's own animations instead of in their place). It follows the shown run input for
/// input and frame for frame, is drawn over it as a ghost, and its inspector's curves are overlaid
/// on the scene's with their difference. Scrubbing, starting over or switching scenes makes it
/// again from the run shown.
extension PreviewViewer {
    /// The comparison run and what it follows.
    struct Comparison {
        /// The run under the tuned spring.
        var session: SceneSession
        /// The run it follows (the shown one when it was made).
        weak var source: SceneSession?
        /// How many of the source's inputs it has been given.
        var fed: Int
        /// What it replaces.
        var scope: ComparisonScope
    }

    /// How strongly the comparison's ghost is drawn over the scene.
    static let ghostOpacity = 0.4

    /// An input of the shown run as the comparison receives it: comparing every animation, a
    /// tuning change keeps every animation replaced by the tuned spring.
    static func comparing(_ input: SceneInput, scope: ComparisonScope) -> SceneInput {
        guard scope == .everyAnimation, case .tuning(let tuning) = input.action else { return input }
        return SceneInput(time: input.time, action: .tuning(PreviewTuning(duration: tuning.duration, bounce: tuning.bounce,
                                                                          replacesAnimations: true)))
    }

    /// Keeps the comparison in step with the shown run (called every frame): made when asked for
    /// or when the shown run was replaced, given the shown run's new inputs, and advanced to its time.
    func updateComparison() {
        let shown = currentSession
        // The user's A/B, else the one the scene asks for.
        let scope = model.comparing ?? .declared(shown.tuning.comparison)
        if model.comparedScope != scope { model.comparedScope = scope }  // (observed: set only when it changes)
        guard let scope, refusedComparison.map({ $0.source != ObjectIdentifier(shown) || $0.scope != scope }) ?? true else {
            if comparison != nil { comparison = nil; model.comparison = nil }
            return
        }
        if comparison?.source !== shown || (comparison?.fed ?? 0) > shown.inputs.count || comparison?.scope != scope {
            do {
                let session = try SceneSession.replay(shown.scene, inputs: shown.inputs.map { Self.comparing($0, scope: scope) },
                                                      size: shown.initialSize, to: shown.host.time,
                                                      replacing: scope.isDeclared ? nil : scope.attribute, with: scope.typed,
                                                      replacingDeclared: scope.isDeclared)
                comparison = Comparison(session: session, source: shown, fed: shown.inputs.count, scope: scope)
                model.comparison = session.inspector
                refusedComparison = nil
            } catch {
                // The user's is turned off; the scene's own is not asked again in this run.
                if scope.isDeclared { refusedComparison = (ObjectIdentifier(shown), scope) } else { model.comparing = nil }
                comparison = nil
                model.comparison = nil
                show("cannot compare: \(error)")
                return
            }
        }
        guard var running = comparison else { return }
        do {
            while running.fed < shown.inputs.count {
                try running.session.receive(Self.comparing(shown.inputs[running.fed], scope: scope))
                running.fed += 1
            }
        } catch {
            show("the comparison stopped: \(error)")
        }
        if shown.host.time > running.session.host.time { running.session.host.advance(to: shown.host.time) }
        comparison = running
    }

    /// Draws the comparison's ghost where the shown scene is drawn.
    func drawComparison(over hosted: HostedViewScene, on canvas: RenderCanvas) {
        guard let ghost = comparison?.session.hosted else { return }
        ghost.origin = hosted.origin
        ghost.scale = hosted.scale
        ghost.drawContent(on: canvas, opacity: Self.ghostOpacity)
    }
}
