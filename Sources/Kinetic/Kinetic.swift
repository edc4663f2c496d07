// Kinetic: SwiftUI's view layer on a retained scene graph, driven by KineticCore's animators.
//
// How an update flows (SPEC §6, §7; ARCHITECTURE "Data flow"):
//
// - View values are transient. `SceneGraph` keeps one `ViewNode` per view at each structural
//   position (the static type at that position, ForEach ids, the branch of an `if`). Primitive
//   views (`PrimitiveView`) make their own node classes; any other view gets a `CompositeNode`,
//   which owns its `@State` storage (linked into each new view value before `body` runs).
// - A `@State` write records `Transaction.current` (set by `withAnimation` / `withTransaction`)
//   and marks its node dirty. When the transaction's body returns (or after a tap, or at the next
//   frame) the graph re-runs dirty bodies, shallowest first, and diffs the new values into the
//   nodes. The transaction flows down through `UpdateContext`; modifiers such as
//   `animation(_:value:)` edit it for their content only; scoped bodies (`animation(_:body:)`)
//   hand their placeholder the transaction from outside the scope.
// - Every animatable attribute (offset, scale, rotation, opacity, shadow, colours, shape geometry,
//   laid-out frames, a custom `Animatable` view's data) is an `AnimatedValue` wrapping the engine's
//   `AttributeAnimator`; a changed value calls `setValue` with the transaction at its node.
// - Layout (proposal-based, SwiftUI's stack algorithm) runs only when something size-affecting
//   changed; drawn nodes animate their frames with the transaction they saw.
// - Insertions and removals run transitions (`Transitions/`): list nodes hand dropped children to
//   `remove(_:key:context:)`, which keeps them drawn (not laid out, no taps) until the removal's
//   animations are removed; a child re-inserted meanwhile is taken back with its state.
//   `matchedGeometryEffect` matches appearing and leaving views by key after layout.
// - A frame ticks only the running attributes (an array with O(1) removal; no lookups, no
//   allocation), re-runs the bodies of animating custom `Animatable` views, and the host renders
//   the `DisplayList` (reusing its storage) that renderers and tests read.
@_exported import KineticCore
@_exported import Foundation
