import Foundation

/// A node that draws something: its laid-out frame and colour are animatable attributes.
package class LeafNode: ViewNode {
    /// The frame as an animatable attribute (layout changes animate with the transaction at this node).
    // Release builds skip the dynamic exclusivity checks of this file's `@exclusivity(unchecked)`
    // properties (each reached only for the span of one call); with the checks, 5.7 % more for a tap of the 1,000-row tree (4.91 → 5.19 million):
    // Benchmarks/profile.sh, 2026-11-28. Debug builds check (Benchmarks/README.md, Unsafe code).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var animatedFrame: AnimatedValue<CGRect.AnimatableData>?
    /// The paint colour as an animatable attribute.
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    package var animatedColor: AnimatedValue<ColorData>?
    private var warnedSize = false
    /// The transaction this node saw when it was last visited (its frame animates with it).
    #if !KINETIC_CHECKED
    @exclusivity(unchecked)
    #endif
    private var visitTransaction = Transaction()

    /// Records the visit and the transaction at this node.
    @inline(__always) package override func visit(_ context: UpdateContext) {
        visitStamp = context.updateCount
        visitTransaction = context.transaction
    }

    /// The transaction that applies to this node's layout changes in the current update.
    package var layoutTransaction: Transaction {
        visitStamp == graph.updateCount ? visitTransaction : graph.updateTransaction
    }

    /// The drawn node's own attributes: its frame and colour.
    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        if let animatedFrame { body(AttributeName.frame, animatedFrame) }
        if let animatedColor { body("color", animatedColor) }
    }

    /// Sets the colour in an update.
    package func setColor(_ color: Color.Resolved, in context: borrowing UpdateContext) {
        if let animatedColor { animatedColor.set(color.data, in: context) }
        else { animatedColor = AnimatedValue.make(color.data, owner: self) }
    }

    /// The colour drawn now.
    package var presentationColor: Color.Resolved {
        // `if let`, not `Optional.map`: a main-actor closure handed to the standard library checks
        // the executor each call (see `Unmanaged.withGuaranteedReference`).
        if let animatedColor { return Color.Resolved(data: animatedColor.presentationValue) }
        return Color.primary.resolved
    }

    package override func arrange(in rect: CGRect) {
        var rect = rect
        if !(rect.width.isFinite && rect.height.isFinite && rect.minX.isFinite && rect.minY.isFinite) {
            if !warnedSize { warnedSize = true; reportIssue("\(debugName) was given an invalid frame \(rect); drawing it at zero size", in: graph) }
            rect = CGRect(x: rect.minX.isFinite ? rect.minX : 0, y: rect.minY.isFinite ? rect.minY : 0, width: 0, height: 0)
        }
        frame = rect
        if let animatedFrame { animatedFrame.set(rect.animatableData, transaction: layoutTransaction) }
        else { animatedFrame = AnimatedValue.make(rect.animatableData, owner: self) }
    }

    /// The frame drawn now.
    package var presentationFrame: CGRect {
        guard let animatedFrame else { return frame }
        var rect = CGRect.zero
        rect.animatableData = animatedFrame.presentationValue
        return rect
    }

    package override func teardown() {
        super.teardown()
        animatedFrame?.stop()
        animatedColor?.stop()
    }
}
