/// A global actor no code runs on: it exists so that ``_RemoveGlobalActorIsolation`` carries an
/// isolation of its own.
@globalActor
public actor _GlobalActorToDisableGlobalActorInference {
    /// The one instance.
    public static let shared = _GlobalActorToDisableGlobalActorInference()
}

/// A marker that removes the `@MainActor` a protocol would inherit from ``View`` or
/// ``ViewModifier``, as SwiftUI's protocol of the same name does.
///
/// A type conforming in its declaration to a protocol isolated to a global actor is inferred to be
/// isolated to that actor. A protocol that refines both `View` (main actor) and this protocol
/// (another global actor) has conflicting inferred isolations, so it ends up with none: ``Shape``
/// refines both, so a shape's members (its `path(in:)`, its `animatableData`) are nonisolated.
@_GlobalActorToDisableGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}
