import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// Drawn as iOS draws a grouped form: each view of the content is a row (at least 44 points
/// high, 16 points of inset, hairline separators between rows) on a white card with rounded
/// corners, over the grouped background. Rows outside any ``Section`` share one card; each
/// section has its own, under its header. The form takes all the space it is offered.
public struct Form<Content: View> {
    let content: Content

    /// Creates a form with the given content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Form: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = GroupedRowsNode<Content>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

/// A container that presents rows of data arranged in a single column (drawn as an inset grouped list).
///
/// Rows are laid out as in ``Form``; rows whose content is empty (an `if` that is false) take no space.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    /// - Parameters:
    ///   - data: the rows' data.
    ///   - rowContent: a view builder making a row from an element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    /// - Parameters:
    ///   - data: the rows' data.
    ///   - id: the key path of each element's identifier.
    ///   - rowContent: a view builder making a row from an element.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }
}

extension List: View {
    public var body: some View { Form { content } }
}

/// A container view that you can use to add hierarchy within certain views (``Form``, ``List``).
///
/// In a form or list the section's rows get their own card under the header (drawn in the
/// footnote font, secondary colour) with the footer below; elsewhere a section stacks its header,
/// content and footer vertically.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }
}

extension Section: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = SectionNode<Parent, Content, Footer>(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

extension Section {
    /// Creates a section with a header, a footer and the provided section content.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// Creates a section with a header and the provided section content.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided section content and a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

/// The views a stack lays out for `node`: itself, or for a view list its flattened children.
@MainActor func layoutItems(of node: ViewNode) -> [ViewNode] {
    var list: [ViewNode] = []
    node.appendLayoutChildren(to: &list)
    return list
}

/// The node of a ``Section``: children are the content, the header and the footer.
class SectionNodeBase: ViewNode {
    var content: ViewNode { children[0] }
    var header: ViewNode { children[1] }
    var footer: ViewNode { children[2] }
    private var stacked: [ViewNode] { layoutItems(of: header) + layoutItems(of: content) + layoutItems(of: footer) }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        StackLayout.implicit.sizeThatFits(proposal, subviews: stacked)
    }
    override func arrange(in rect: CGRect) {
        frame = rect
        StackLayout.implicit.place(in: rect, subviews: stacked)
    }
}

final class SectionNode<Parent: View, Content: View, Footer: View>: SectionNodeBase {
    override var debugName: String { "Section" }

    override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: Section<Parent, Content, Footer>.self)
        visit(context)
        let saved = context.environment
        if children.isEmpty {
            children.append(makeNode(view.content, parent: self, context: &context))
            context.environment.font = .footnote
            context.environment.foregroundColor = .secondary
            children.append(makeNode(view.header, parent: self, context: &context))
            children.append(makeNode(view.footer, parent: self, context: &context))
        } else {
            updateNode(children[0], with: view.content, context: &context)
            context.environment.font = .footnote
            context.environment.foregroundColor = .secondary
            updateNode(children[1], with: view.header, context: &context)
            updateNode(children[2], with: view.footer, context: &context)
        }
        context.environment = saved
    }
}

/// Lays out a form's rows in cards and draws the cards, separators and background.
final class GroupedRowsNode<Content: View>: ViewNode {
    static var margin: CGFloat { 20 }
    static var rowInset: CGFloat { 16 }
    static var minRowHeight: CGFloat { 44 }
    static var rowPadding: CGFloat { 11 }
    static var groupSpacing: CGFloat { 20 }
    static var headerSpacing: CGFloat { 7 }

    /// Cards and separators from the last placement, drawn behind the rows.
    private var cards: [CGRect] = []
    private var separators: [CGRect] = []

    override var debugName: String { "Form" }

    override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let view = pointer.view(as: Form<Content>.self)
        visit(context)
        if children.isEmpty { children.append(makeNode(view.content, parent: self, context: &context)) }
        else { updateNode(children[0], with: view.content, context: &context) }
    }

    /// One card: an optional section (header/footer) and its rows.
    private struct Group { var section: SectionNodeBase?; var rows: [ViewNode] }

    private var groups: [Group] {
        var groups: [Group] = []
        var loose: [ViewNode] = []
        for node in layoutItems(of: children[0]) {
            if let section = node as? SectionNodeBase {
                if !loose.isEmpty { groups.append(Group(section: nil, rows: loose)); loose.removeAll() }
                groups.append(Group(section: section, rows: layoutItems(of: section.content)))
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { groups.append(Group(section: nil, rows: loose)) }
        return groups
    }

    /// Lays the groups out in a column `width` wide from `origin`; places them when `place` is set.
    /// - Returns: The height of the column.
    @discardableResult
    private func layout(width: CGFloat, origin: CGPoint, place: Bool) -> CGFloat {
        let m = Self.margin, inset = Self.rowInset
        let cardWidth = max(0, width - 2 * m), rowWidth = max(0, cardWidth - 2 * inset)
        var y = origin.y + Self.groupSpacing
        if place { cards.removeAll(keepingCapacity: true); separators.removeAll(keepingCapacity: true) }
        for group in groups {
            if let section = group.section {
                let header = section.header.sizeThatFits(ProposedViewSize(width: rowWidth, height: nil))
                if header.height > 0 {
                    if place { section.header.place(in: CGRect(x: origin.x + m + inset, y: y, width: header.width, height: header.height)) }
                    y += header.height + Self.headerSpacing
                }
            }
            let cardTop = y
            for (index, row) in group.rows.enumerated() {
                let size = row.sizeThatFits(ProposedViewSize(width: rowWidth, height: nil))
                let height = max(Self.minRowHeight, size.height + 2 * Self.rowPadding)
                if place {
                    row.place(in: CGRect(x: origin.x + m + inset, y: (y + (height - size.height) / 2).rounded(),
                                         width: min(rowWidth, size.width), height: size.height))
                    if index > 0 { separators.append(CGRect(x: origin.x + m + inset, y: y, width: cardWidth - inset, height: 0.5)) }
                }
                y += height
            }
            if place && !group.rows.isEmpty { cards.append(CGRect(x: origin.x + m, y: cardTop, width: cardWidth, height: y - cardTop)) }
            if let section = group.section {
                let footer = section.footer.sizeThatFits(ProposedViewSize(width: rowWidth, height: nil))
                if footer.height > 0 {
                    if place { section.footer.place(in: CGRect(x: origin.x + m + inset, y: y + Self.headerSpacing, width: footer.width, height: footer.height)) }
                    y += footer.height + Self.headerSpacing
                }
                if place { section.frame = CGRect(x: origin.x + m, y: cardTop, width: cardWidth, height: y - cardTop) }
            }
            y += Self.groupSpacing
        }
        return y - origin.y
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 375
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? layout(width: width, origin: .zero, place: false)
        return CGSize(width: width, height: height)
    }

    override func arrange(in rect: CGRect) {
        frame = rect
        children[0].frame = rect
        layout(width: rect.width, origin: rect.origin, place: true)
    }

    override func render(_ renderer: inout DisplayListBuilder) {
        renderer.draw(.shape(.rectangle, paint: .fill), frame: frame, color: ControlStyle.groupedBackground.resolved)
        for card in cards {
            renderer.draw(.shape(.roundedRectangle(cornerSize: CGSize(width: 10, height: 10)), paint: .fill), frame: card,
                          color: ControlStyle.rowBackground.resolved)
        }
        for line in separators { renderer.draw(.shape(.rectangle, paint: .fill), frame: line, color: ControlStyle.separator.resolved) }
        super.render(&renderer)
    }
}
