import Foundation
import Observation

/// The node of a view with a `body`: owns its dynamic properties and re-runs the body when they
/// change or when its parent provides a new value.
package final class CompositeNode<V: View>: DynamicPropertyOwner {
    private var view: V?
    private var driver: AnimatableViewDriverBase?
    /// The placeholder content in scope when the parent last updated this view (republished on re-runs).
    private var contentSlot: ContentSlot?
    private var checkedAnimatable = false
    /// The values the body computes that an inspector plots by name (``InspectableValues``), each
    /// a driven attribute; made only while the graph has subscribers.
    private var inspectedValues: [(name: String, kind: String?, attribute: AnimatedAttribute)] = []
    /// Asked once per node, not per body run.
    private lazy var hasInspectableValues = V.self is any InspectableValues.Type

    package override var isList: Bool { true }
    package override var viewTypeName: String { "\(V.self)" }
    package override var debugName: String { "\(V.self)" }
    /// Read once per node (reflecting a type's name is slow), only by inspectors.
    private lazy var userTypeName: String? = {
        let module = String(reflecting: V.self).prefix { $0 != "." }
        return module == "Kinetic" || module == "KineticCore" ? nil : "\(V.self)"
    }()
    package override var userViewTypeName: String? { userTypeName }
    package override var isKineticControl: Bool { V.self is any _KineticControl.Type }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        var view = pointer.view(as: V.self)
        visit(context)
        environment = context.environment
        contentSlot = context.contentSlot
        pendingTransaction = nil
        linkDynamicProperties(of: view)
        if !checkedAnimatable {
            checkedAnimatable = true
            if let animatable = V.self as? any Animatable.Type { driver = makeAnimatableViewDriver(animatable, node: self) }
        }
        if let driver {
            driver.setModel(from: &view, context: context)  // `&`, not a closure: see `makeNode`
        }
        self.view = view
        runBody(view, context: &context)
    }

    private func runBody(_ view: V, context: inout UpdateContext) {
        let saved = graph.evaluatingBody
        graph.evaluatingBody = self
        // As SwiftUI does since iOS 17: the `@Observable` properties the body reads are tracked,
        // and the first change to any of them (its willSet) marks the view for an update under the
        // transaction of that change. Tracking ends there; the next body run tracks again.
        let body = withObservationTracking { view.body } onChange: { [weak self] in
            MainActorThread.observedPropertyWillChange { self?.observedPropertyWillChange() }
        }
        graph.evaluatingBody = saved
        // Before the children: a frame samples the values ahead of the modifiers they drive.
        if graph.observers != nil, hasInspectableValues, let values = view as? any InspectableValues { setInspectedValues(values) }
        if children.isEmpty {
            children.append(makeNode(body, parent: self, context: &context))
        } else {
            updateNode(children[0], with: body, context: &context)
        }
    }

    /// An `@Observable` property the body read is about to change.
    private func observedPropertyWillChange() {
        guard !isRemoved else { return }
        graph.invalidate(self, transaction: Transaction.current ?? Transaction())
    }

    package override func rerun(transaction: Transaction) {
        guard var view else { return }
        var context = UpdateContext(graph: graph, transaction: transaction, environment: environment)
        context.contentSlot = contentSlot
        visit(context)
        if let driver { driver.applyPresentation(to: &view) }
        runBody(view, context: &context)
    }

    /// A frame of a custom `Animatable` view: body re-runs with the interpolated animatable data, and
    /// whatever changes below jumps (the interpolation already happened here).
    func rerunForFrame() {
        rerun(transaction: Transaction())
    }

    package override func teardown() {
        super.teardown()
        driver?.stop()
        for value in inspectedValues { value.attribute.detach() }
    }

    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        if let driver { body((V.self as? any _AnimatorClock.Type)?.attributeName ?? "animatableData", driver) }
        for value in inspectedValues { body(value.name, value.attribute) }
    }

    package override var plotsValuesByName: Bool { !inspectedValues.isEmpty }

    package override func inspectionValueKind(of attribute: AnimatedAttribute) -> String? {
        inspectedValues.first { $0.attribute === attribute }?.kind
    }

    /// Sets the attribute of each value the body computed, making it the first time (set in a
    /// frame, it is sampled as a driven value).
    private func setInspectedValues(_ values: any InspectableValues) {
        var index = 0
        values.forEachInspectableValue { name, value in
            setInspectedValue(value, name: name, at: index)
            index += 1
        }
        while inspectedValues.count > index { inspectedValues.removeLast().attribute.detach() }
    }

    private func setInspectedValue<A: Animatable>(_ value: A, name: String, at index: Int) {
        let data = value.animatableData
        if index < inspectedValues.count, inspectedValues[index].name == name,
           let attribute = inspectedValues[index].attribute as? AnimatedValue<A.AnimatableData> {
            attribute.set(data, transaction: Transaction())
            return
        }
        let made = (name: name, kind: AttributeName.valueKind(of: A.self), attribute: AnimatedValue.make(data, owner: self) as AnimatedAttribute)
        if index < inspectedValues.count {
            inspectedValues[index].attribute.detach()
            inspectedValues[index] = made
        } else {
            inspectedValues.append(made)
        }
    }

    package override func render(_ renderer: inout DisplayListBuilder) {
        let start = renderer.list.items.count
        super.render(&renderer)
        if driver != nil && renderer.recordsAttributes { renderer.recordAttributes(of: self, from: start) }
    }
}

/// Drives a custom `Animatable` view: an animator over its animatable data, and body re-runs each frame.
package class AnimatableViewDriverBase: AnimatedAttribute {
    var isRemoved: Bool { true }
    func setModel(from view: UnsafeMutableRawPointer, context: UpdateContext) {}
    func applyPresentation(to view: UnsafeMutableRawPointer) {}
    func rerunForFrame() {}
    func stop() {}
}

@MainActor private func makeAnimatableViewDriver<A: Animatable, V: View>(_ type: A.Type, node: CompositeNode<V>) -> AnimatableViewDriverBase? {
    if A.AnimatableData.self == EmptyAnimatableData.self { return nil }
    return AnimatableViewDriver<A, V>(node: node)
}

private final class AnimatableViewDriver<A: Animatable, V: View>: AnimatableViewDriverBase {
    unowned let node: CompositeNode<V>
    var animator: AttributeAnimator<A.AnimatableData>?

    init(node: CompositeNode<V>) {
        self.node = node
        super.init()
        owner = node
    }

    override var isRemoved: Bool { node.isRemoved }

    override func setModel(from view: UnsafeMutableRawPointer, context: UpdateContext) {
        let typed = view.assumingMemoryBound(to: A.self)
        let data = typed.pointee.animatableData
        guard animator != nil else { animator = AttributeAnimator(value: data, group: node.graph.animatorGroup); return }
        if data != animator!.modelValue {
            let transaction = replacedTransaction(context.transaction, graph: node.graph) ?? context.transaction
            let change = animator!.setValue(data, transaction: transaction, time: node.graph.time, environment: context.environment)
            if let observers = node.graph.observers, let kind = AttributeEvent.Kind(change) {
                observers.publish(kind, of: self, transaction: transaction)
            }
            if animator!.isAnimating { node.graph.startRunning(self) } else if runningIndex >= 0 { node.graph.stopRunning(self) }
        }
        typed.pointee.animatableData = animator!.presentationValue
    }

    override func applyPresentation(to view: UnsafeMutableRawPointer) {
        guard let animator else { return }
        view.assumingMemoryBound(to: A.self).pointee.animatableData = animator.presentationValue
    }

    override func tick(time: TimeInterval) -> Bool {
        guard animator != nil else { return false }
        let running = animator!.update(time: time)
        node.graph.frameBodies.append(self)
        return running
    }

    override func rerunForFrame() { node.rerunForFrame() }

    override func sample() -> (model: [Double], presentation: [Double], velocity: [Double], animations: Int) {
        guard let animator else { return ([], [], [], 0) }
        return (components(animator.modelValue), components(animator.presentationValue), components(animator.velocity), animator.runningAnimationCount)
    }

    override func writeSample(to buffer: AttributeSampleBuffer) {
        guard let animator else { return }
        writeComponents(model: animator.modelValue, presentation: animator.presentationValue, velocity: animator.velocity,
                        animations: animator.runningAnimationCount, driven: false, of: self, to: buffer)
    }

    override func stop() {
        if runningIndex >= 0 { node.graph.stopRunning(self) }
        detach()
    }
}

/// A control Kinetic draws itself (a toggle's track and knob, a slider's thumb): an inspector
/// following a click ranks what moves inside it below what the user's own views animated.
package protocol _KineticControl {}

extension Toggle: _KineticControl {}
extension Slider: _KineticControl {}
extension Picker: _KineticControl {}
extension Button: _KineticControl {}
extension TextField: _KineticControl {}
