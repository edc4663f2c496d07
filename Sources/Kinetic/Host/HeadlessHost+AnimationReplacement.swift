import Foundation

extension HeadlessHost {
    /// Gives each animated change of an attribute for whose name `replacement` returns an animation
    /// that animation instead of the transaction's, wherever the transaction's came from
    /// (`withAnimation`, an `.animation(_:value:)` modifier): an A/B comparison of one attribute's
    /// animation in a scene run twice. Changes without animation stay immediate; nil replaces nothing.
    /// - Parameter replacement: The animation for an attribute's animated changes, or nil to keep theirs.
    package func replaceAnimations(_ replacement: ((AttributeName) -> Animation?)?) {
        graph.animationReplacement = replacement.map { replacement in { attribute in replacement(attribute.inspectionName) } }
    }
}
